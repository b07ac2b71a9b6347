/**
 * Edits made on the call, in one transaction with the order row locked: customer details,
 * address, delivery note and the items. Units move by the difference per size (freed where the
 * order holds fewer, taken where it holds more, 409 with the units left when short), in
 * (product_id, size) order like every other stock change (lib/stock.ts). Every line is
 * priced again from the database, the totals and delivery fee recomputed, and the change audited.
 * The orders module keeps it because only it writes orders and their lines.
 */
import { Prisma } from '@vigor/db/client';
import type { EditOrderInput, OrderEventOf } from '@vigor/shared';
import { DEFAULT_SIZES, canBeOrdered, ignoresStock, isEditable, linesTotal, matchSize } from '@vigor/shared';
import { fromCalendarDate } from '../../lib/calendar-date.ts';
import { AppError } from '../../lib/errors.ts';
import { toNumber } from '../../lib/money.ts';
import { byProductAndSize, freeUnits, takeUnits, unitsLeft, type Tx } from '../../lib/stock.ts';
import { deliveryTo } from '../delivery/index.ts';
import { withOffers } from '../offers/index.ts';
import { recordOrderEvent } from './order-events.ts';
import { orderModels } from './orders-database.ts';
import { orderItem, orderedProductColumns, type OrderedProduct } from './orders.service.ts';
import { noteChanges, withOrderTransaction } from './transaction.ts';
import { lockOrder } from './transitions.ts';

type Line = { product_id: number; size: string; quantity: number };

const DETAIL_FIELDS = [
  'customer_name',
  'customer_phone',
  'customer_city',
  'customer_address',
  'delivery_note',
] as const;

const key = (l: { product_id: number; size: string }) => `${l.product_id}\u0000${l.size}`;

/** Units per (product, size): positive to take, negative to free. */
function unitChanges(before: Line[], after: Line[]): Line[] {
  const delta = new Map<string, Line>();
  const add = (l: Line, sign: number) => {
    const entry = delta.get(key(l)) ?? { product_id: l.product_id, size: l.size, quantity: 0 };
    entry.quantity += sign * l.quantity;
    delta.set(key(l), entry);
  };
  before.forEach((l) => add(l, -1));
  after.forEach((l) => add(l, 1));
  return [...delta.values()].filter((l) => l.quantity !== 0).sort(byProductAndSize);
}

/** Same product and size on two lines of the edit: one line with the sum. */
function mergeLines(lines: Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const l of lines) {
    const entry = merged.get(key(l));
    if (entry) entry.quantity += l.quantity;
    else merged.set(key(l), { ...l });
  }
  return [...merged.values()];
}

/**
 * The lines with each size spelled as its product offers it (matched case-insensitively, like
 * orders: packages/shared matchSize), or 400 with the line's field. A line already on the order
 * keeps its size even if the product stopped offering it.
 */
async function offeredSizes(tx: Tx, lines: Line[], onOrder: Set<string>): Promise<Line[]> {
  const rows = await tx.productSize.findMany({
    where: { product_id: { in: [...new Set(lines.map((l) => l.product_id))] } },
    select: { product_id: true, size: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
  const errors: Record<string, string[]> = {};
  const resolved = lines.map((line, index) => {
    if (onOrder.has(key(line))) return line;
    const entered = rows.filter((r) => r.product_id === line.product_id).map((r) => r.size);
    const size = matchSize(entered, line.size);
    if (size === undefined) {
      const offered = entered.length ? entered : DEFAULT_SIZES;
      errors[`items.${index}.size`] = [`Choose one of the sizes ${offered.join(', ')}.`];
    }
    return { ...line, size: size ?? line.size };
  });
  if (Object.keys(errors).length) throw AppError.badRequest('The given data was invalid.', errors);
  return resolved;
}

async function replaceItems(tx: Tx, orderId: number, wanted: Line[]) {
  const current = await orderModels(tx).orderItem.findMany({
    where: { order_id: orderId },
    select: { product_id: true, product_name: true, size: true, quantity: true, price: true },
    orderBy: { id: 'asc' },
  });
  // Lines of products deleted since stay as they were: nothing to price or count.
  const kept = current.filter((i) => i.product_id == null);
  const before = current.flatMap((i) => (i.product_id == null ? [] : [{ ...i, product_id: i.product_id }]));
  const ids = [...new Set([...before, ...wanted].map((l) => l.product_id))].sort((a, b) => a - b);
  const products = await tx.$queryRaw<OrderedProduct[]>`SELECT ${orderedProductColumns}
    FROM products p WHERE p.id IN (${Prisma.join(ids)}) ORDER BY p.id FOR SHARE`;
  const byId = new Map(products.map((p) => [p.id, p]));

  const beforeKeys = new Set(before.map(key));
  const after = mergeLines(await offeredSizes(tx, wanted, beforeKeys));
  for (const line of after) {
    const product = byId.get(line.product_id);
    // A line already on the order may stay even if its product stopped selling; a new one may not.
    if (!product || (!beforeKeys.has(key(line)) && !canBeOrdered(product.status))) {
      throw AppError.conflict(`Product #${line.product_id} cannot be ordered.`);
    }
  }
  // Editable orders all hold their units (packages/shared isEditable, holdsUnits).
  {
    const short: {
      product_name: string;
      size: string;
      requested_quantity: number;
      available_quantity: number;
    }[] = [];
    for (const change of unitChanges(before, after)) {
      const product = byId.get(change.product_id);
      if (change.quantity < 0) {
        await freeUnits(tx, { ...change, quantity: -change.quantity });
        continue;
      }
      const take = await takeUnits(tx, change, ignoresStock(product!.status));
      if (take === 'short' || take === 'no_size') {
        short.push({
          product_name: product!.name,
          size: change.size,
          requested_quantity: change.quantity,
          available_quantity: (await unitsLeft(tx, change.product_id, change.size)) ?? 0,
        });
      }
    }
    if (short.length) {
      const list = short.map((s) => `${s.product_name} size ${s.size} (available: ${s.available_quantity})`);
      throw AppError.conflict(`Not enough stock: ${list.join(', ')}.`, { invalid_items: short });
    }
  }

  const items = await withOffers(tx, after, (line) => orderItem(byId.get(line.product_id)!, line));
  await orderModels(tx).orderItem.deleteMany({ where: { order_id: orderId, product_id: { not: null } } });
  await orderModels(tx).orderItem.createMany({
    data: items.map((i) => ({
      ...i,
      order_id: orderId,
      expected_ship_date: fromCalendarDate(i.expected_ship_date),
    })),
  });
  const total = linesTotal([
    ...kept.map((i) => ({ unitPrice: toNumber(i.price), quantity: i.quantity })),
    ...items.map((i) => ({ unitPrice: i.price, quantity: i.quantity })),
  ]);
  const describe = (l: { product_name: string; size: string; quantity: number }) =>
    `${l.quantity} x ${l.product_name} ${l.size}`;
  return {
    total,
    change: { before: current.map(describe), after: [...kept.map(describe), ...items.map(describe)] },
  };
}

/**
 * A staff edit of an order (the desk's). `mayEdit` runs once the order is locked and found
 * editable, before anything changes: the desk refuses there an order another agent holds.
 */
export async function editOrder(
  orderId: number,
  staffId: number,
  input: EditOrderInput,
  mayEdit: (tx: Tx) => Promise<void>,
  /** An offer added on the call: the change is recorded as an `upsell` event instead of an `edit`. */
  upsell?: Omit<OrderEventOf<'upsell'>, keyof OrderEventOf<'edit'>>,
): Promise<void> {
  await withOrderTransaction(async (tx) => {
    const { status } = await lockOrder(tx, orderId);
    if (!isEditable(status)) throw AppError.conflict(`A ${status} order can no longer be edited.`);
    await mayEdit(tx);
    const order = await orderModels(tx).order.findUniqueOrThrow({
      where: { id: orderId },
      select: {
        customer_name: true,
        customer_phone: true,
        customer_city: true,
        customer_address: true,
        delivery_note: true,
        total_amount: true,
        delivery_fee: true,
      },
    });
    const changes: Omit<OrderEventOf<'edit'>, 'type'> = {};
    const data: Prisma.OrderUpdateInput = {};
    for (const field of DETAIL_FIELDS) {
      const next = input[field];
      if (next === undefined) continue;
      const value = next === '' && (field === 'customer_address' || field === 'delivery_note') ? null : next;
      if (value === order[field]) continue;
      changes[field] = { from: order[field] as string, to: value as string };
      data[field] = value as string;
    }
    let total = toNumber(order.total_amount);
    if (input.items) {
      const replaced = await replaceItems(tx, orderId, input.items);
      changes.items = replaced.change;
      data.total_amount = replaced.total;
      if (total !== replaced.total) changes.total_amount = { from: total, to: replaced.total };
      total = replaced.total;
    }
    // New items or a new city: the delivery fee of the shop's rule again, for a delivery city.
    if (input.items || 'customer_city' in changes) {
      const destination = await deliveryTo(input.customer_city ?? order.customer_city);
      data.customer_city = destination.city;
      data.delivery_fee = destination.feeFor(total);
      if (toNumber(order.delivery_fee) !== data.delivery_fee) {
        changes.delivery_fee = { from: toNumber(order.delivery_fee), to: data.delivery_fee };
      }
    }
    if (!Object.keys(changes).length) return;
    await orderModels(tx).order.update({ where: { id: orderId }, data });
    await recordOrderEvent(
      tx,
      orderId,
      staffId,
      upsell ? { ...changes, ...upsell, type: 'upsell' } : { type: 'edit', ...changes },
    );
    if (input.items) noteChanges(tx, { catalog: true });
  });
}
