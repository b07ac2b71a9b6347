/**
 * Staff lifting a phone's count of orders of the day (docs/product.md "Limits against abuse"):
 * anyone who knows a phone could use up its orders, so the desk may clear the count, with a
 * reason, in order_count_clearings (who, when, which phone, how many orders it held).
 */
import type { OrderCountClearing } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';
import { phoneOrderCount } from './shopper-counts.ts';

export async function clearPhoneOrderCount(
  phone: string,
  reason: string,
  staffId: number,
): Promise<OrderCountClearing> {
  const cleared = await phoneOrderCount.counter.clear(phone);
  const row = await prisma.orderCountClearing.create({
    data: { phone, reason, cleared, staff_user_id: staffId },
    select: {
      id: true,
      phone: true,
      reason: true,
      cleared: true,
      created_at: true,
      staff_user: { select: { nom: true } },
    },
  });
  return {
    id: row.id,
    phone: row.phone,
    reason: row.reason,
    cleared: row.cleared,
    cleared_by: row.staff_user?.nom ?? null,
    created_at: row.created_at.toISOString(),
  };
}
