/** The order limits, columns of the shop's one settings row (shop_settings). */
import type { OrderLimits, UnitLimits, UpdateOrderLimitsInput } from '@vigor/shared';
import { cachedOrderGuard, invalidateOrderGuard } from '../../lib/order-guard-cache.ts';
import { prisma } from '../../lib/prisma.ts';

export async function getOrderLimits(): Promise<OrderLimits> {
  return (await cachedOrderGuard()).limits;
}

/** What a shopper's page shows before the order: the units a line and an order may hold. */
export async function unitLimits(): Promise<UnitLimits> {
  const { units_per_line, units_per_order } = await getOrderLimits();
  return { units_per_line, units_per_order };
}

export async function updateOrderLimits(input: UpdateOrderLimitsInput): Promise<OrderLimits> {
  await prisma.shopSettings.update({ where: { id: 1 }, data: { ...input } });
  // The other processes forget theirs when the commit's notification reaches them.
  invalidateOrderGuard();
  return getOrderLimits();
}
