/**
 * Upsells on the call (docs/product.md, "Offers"): the offers an order could still take, each with
 * the totals it would make, and the desk action that adds one through the order workflow's edit
 * path (orders' editOrder), recorded as an `upsell` event with the agent.
 */
import type { DeskOrderDetail, UpsellInput, UpsellOption } from '@vigor/shared';
import {
  DEFAULT_SIZES,
  availableUnits,
  canBeOrdered,
  cashToCollect,
  effectivePrice,
  ignoresStock,
  isEditable,
  lineTotal,
  matchSize,
  nextTier,
  offeredTotal,
  priceWithOffers,
  sumAmounts,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { toNullableNumber, toNumber } from '../../lib/money.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { deliveryTo } from '../delivery/index.ts';
import { readOffers } from '../offers/index.ts';
import { editOrder, orderReads } from '../orders/index.ts';
import { assertNotHeldByOther } from './claims.ts';
import { deskOrder } from './desk-orders.ts';

type Line = { product_id: number; size: string; quantity: number };

/** The order's lines merged per product and size, and the goods of lines whose product is gone. */
async function orderLines(orderId: number) {
  const order = await orNotFound(
    'Order',
    orderReads().order.findUnique({
      where: { id: orderId },
      select: {
        status: true,
        customer_city: true,
        items: {
          select: { product_id: true, size: true, quantity: true, price: true },
          orderBy: { id: 'asc' },
        },
      },
    }),
  );
  const lines: Line[] = [];
  const gone: number[] = [];
  for (const item of order.items) {
    if (item.product_id == null) {
      gone.push(lineTotal(toNumber(item.price), item.quantity));
      continue;
    }
    const same = lines.find((l) => l.product_id === item.product_id && l.size === item.size);
    if (same) same.quantity += item.quantity;
    else lines.push({ product_id: item.product_id, size: item.size, quantity: item.quantity });
  }
  return { order, lines, gone };
}

function withUnits(lines: Line[], added: Line): Line[] {
  const exists = lines.some((l) => l.product_id === added.product_id && l.size === added.size);
  return exists
    ? lines.map((l) =>
        l.product_id === added.product_id && l.size === added.size
          ? { ...l, quantity: l.quantity + added.quantity }
          : l,
      )
    : [...lines, added];
}

/** Each offer the order could take now, priced as an edit would price it (the database's prices of now). */
async function upsellsOf(orderId: number): Promise<{ options: UpsellOption[]; lines: Line[] }> {
  const { order, lines, gone } = await orderLines(orderId);
  if (!isEditable(order.status) || !lines.length) return { options: [], lines };
  const onOrder = [...new Set(lines.map((l) => l.product_id))];
  const firstOffers = await readOffers(prisma, onOrder);
  const candidates: Omit<UpsellOption, 'product_name' | 'unit_price' | 'sizes' | 'totals'>[] = [];
  for (const id of onOrder) {
    const units = lines.filter((l) => l.product_id === id).reduce((n, l) => n + l.quantity, 0);
    const tier = nextTier(firstOffers.get(id)?.tiers ?? [], units);
    if (tier) candidates.push({ kind: 'tier', product_id: id, quantity: tier.min_qty - units });
    for (const addon of firstOffers.get(id)?.addons ?? []) {
      if (onOrder.includes(addon.product_id) || candidates.some((c) => c.product_id === addon.product_id))
        continue;
      candidates.push({ kind: 'addon', product_id: addon.product_id, quantity: 1 });
    }
  }
  if (!candidates.length) return { options: [], lines };
  const ids = [...new Set([...onOrder, ...candidates.map((c) => c.product_id)])];
  const [products, offers, destination] = await Promise.all([
    prisma.product.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        name: true,
        price: true,
        prix_reduction: true,
        status: true,
        sizes: {
          select: { size: true, quantity: true, reserved: true },
          orderBy: [{ position: 'asc' }, { id: 'asc' }],
        },
      },
    }),
    readOffers(prisma, ids),
    deliveryTo(order.customer_city),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const unitPrice = (id: number) => {
    const p = byId.get(id)!;
    return effectivePrice({ price: toNumber(p.price), prix_reduction: toNullableNumber(p.prix_reduction) });
  };
  const options: UpsellOption[] = [];
  for (const candidate of candidates) {
    const product = byId.get(candidate.product_id);
    if (!product || !canBeOrdered(product.status) || !onOrder.every((id) => byId.has(id))) continue;
    const counted = !ignoresStock(product.status) && product.sizes.length > 0;
    const offered = product.sizes.length ? product.sizes.map((s) => s.size) : [...DEFAULT_SIZES];
    const own = lines.find((l) => l.product_id === candidate.product_id)?.size;
    const sizes = offered
      .filter((size) => {
        if (!counted) return true;
        const s = product.sizes.find((x) => x.size === size)!;
        const left = availableUnits({ quantity: s.quantity, sold: s.reserved });
        return left == null || left >= candidate.quantity;
      })
      .sort((a, b) => Number(b === own) - Number(a === own));
    if (!sizes.length) continue;
    const after = withUnits(lines, {
      product_id: candidate.product_id,
      size: sizes[0]!,
      quantity: candidate.quantity,
    });
    const priced = priceWithOffers(
      after.map((l) => ({ ...l, unit_price: unitPrice(l.product_id) })),
      (id) => offers.get(id),
    );
    const goods = sumAmounts([offeredTotal(priced), ...gone]);
    const fee = destination.feeFor(goods);
    const line =
      priced.find((p) => p.product_id === candidate.product_id && p.offer === candidate.kind) ??
      priced.find((p) => p.product_id === candidate.product_id)!;
    options.push({
      ...candidate,
      product_name: product.name,
      unit_price: line.unit_price,
      sizes,
      totals: {
        goods_total: goods,
        delivery_fee: fee,
        cash_to_collect: cashToCollect({ total_amount: goods, delivery_fee: fee }),
      },
    });
  }
  return { options, lines };
}

export async function upsellOptions(orderId: number): Promise<UpsellOption[]> {
  return (await upsellsOf(orderId)).options;
}

/**
 * Adds one offer the order could take, in `size`: 409 when the order cannot take it (no longer
 * editable, the offer gone or already taken, held by another agent, units short), 400 for a size
 * it is not offered in. The edit reprices every line from the database, as the options did.
 */
export async function addUpsell(
  orderId: number,
  staffId: number,
  input: UpsellInput,
  now = new Date(),
): Promise<DeskOrderDetail> {
  const { options, lines } = await upsellsOf(orderId);
  const option = options.find((o) => o.kind === input.kind && o.product_id === input.product_id);
  if (!option) throw AppError.conflict('This order cannot take that offer now.');
  const size = matchSize(option.sizes, input.size);
  if (!size)
    throw AppError.badRequest('The given data was invalid.', {
      size: [`Choose one of the sizes ${option.sizes.join(', ')}.`],
    });
  await editOrder(
    orderId,
    staffId,
    { items: withUnits(lines, { product_id: option.product_id, size, quantity: option.quantity }) },
    (tx) => assertNotHeldByOther(tx, orderId, staffId, now),
    {
      kind: option.kind,
      product_id: option.product_id,
      product_name: option.product_name,
      size,
      quantity: option.quantity,
    },
  );
  return deskOrder(orderId, now);
}
