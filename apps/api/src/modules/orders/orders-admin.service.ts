import { Prisma } from '@vigor/db/client';
import type { AdminOrder, AdminOrdersPage, ListOrdersQuery, OrderStatus, PhoneHistory } from '@vigor/shared';
import type { OrderEventKind } from '@vigor/shared';
import {
  ADMIN_SALES_PAGE_SIZE,
  ORDER_STATUSES,
  countsAsRevenue,
  holdsUnits,
  ignoresStock,
  normalizeMoroccanPhone,
  pageMeta,
  statusChange,
  sumAmounts,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import { escapeLike } from '../../lib/sql.ts';
import { invalidateCatalog } from '../../lib/catalog-cache.ts';
import { recordOrderEvent } from './order-events.ts';
import { orderSelect, toAdminOrder, type OrderRow } from './orders.mapper.ts';
import { ORDER_TRANSACTION } from './orders.service.ts';
import { byProductAndSize, freeUnits, lockProducts, takeUnits, unitsLeft, type Tx } from '../../lib/stock.ts';

/**
 * Search over customer name, phone, city, order id and item names. A phone typed the local way
 * (06…, even partly) also finds the stored +212… form.
 */
function searchCondition(q: string | undefined): Prisma.Sql {
  if (!q) return Prisma.sql`TRUE`;
  const like = `%${escapeLike(q)}%`;
  const conditions = [
    Prisma.sql`o.customer_name ILIKE ${like}`,
    Prisma.sql`o.customer_city ILIKE ${like}`,
    Prisma.sql`o.customer_phone ILIKE ${like}`,
    Prisma.sql`EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.product_name ILIKE ${like})`,
  ];
  if (/^\d{1,9}$/.test(q)) conditions.push(Prisma.sql`o.id = ${Number(q)}`);
  const compact = q.replace(/[\s.\-()]/g, '');
  const phone = normalizeMoroccanPhone(compact);
  if (phone) conditions.push(Prisma.sql`o.customer_phone = ${phone}`);
  else if (/^0[5-7]\d{1,8}$/.test(compact))
    conditions.push(Prisma.sql`o.customer_phone LIKE ${`+212${compact.slice(1)}%`}`);
  else if (/^\+?\d{3,}$/.test(compact))
    conditions.push(Prisma.sql`o.customer_phone LIKE ${`%${compact.replace('+', '')}%`}`);
  return Prisma.sql`(${Prisma.join(conditions, ' OR ')})`;
}

/**
 * Per order: the orders of the same phone placed before it (earlier created_at, or the same
 * instant and a smaller id), and how many of those were canceled or delivered. Later orders do
 * not count: the badge tells staff what they knew when this order came in.
 */
async function phoneHistories(rows: OrderRow[]): Promise<Map<number, PhoneHistory>> {
  const histories = new Map<number, PhoneHistory>();
  if (!rows.length) return histories;
  const found = await prisma.$queryRaw<{ id: number; orders: number; canceled: number; delivered: number }[]>`
    SELECT o.id,
           count(p.id)::int AS orders,
           (count(p.id) FILTER (WHERE p.status = 'canceled'))::int AS canceled,
           (count(p.id) FILTER (WHERE p.status = 'delivered'))::int AS delivered
    FROM orders o
    JOIN orders p ON p.customer_phone = o.customer_phone AND (p.created_at, p.id) < (o.created_at, o.id)
    WHERE o.id IN (${Prisma.join(rows.map((r) => r.id))})
    GROUP BY o.id`;
  for (const { id, ...history } of found) histories.set(id, history);
  return histories;
}

export async function withHistories(rows: OrderRow[]): Promise<AdminOrder[]> {
  const histories = await phoneHistories(rows);
  return rows.map((row) => toAdminOrder(row, histories.get(row.id)));
}

/**
 * A page of orders, newest first. meta.status_counts and meta.revenue describe the current
 * search over every status (the status filter only narrows the page); revenue is the sum of
 * total_amount, delivery excluded, of the matching orders that count as revenue (not canceled,
 * refused or returned).
 */
export async function listOrders(query: ListOrdersQuery): Promise<AdminOrdersPage> {
  const perPage = query.per_page ?? ADMIN_SALES_PAGE_SIZE;
  const search = searchCondition(query.q);
  const where = query.status ? Prisma.sql`${search} AND o.status = ${query.status}::order_status` : search;
  const [idRows, summary] = await Promise.all([
    prisma.$queryRaw<{ id: number }[]>`SELECT o.id FROM orders o WHERE ${where}
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`,
    prisma.$queryRaw<{ status: OrderStatus; count: number; revenue: string }[]>`
      SELECT o.status::text AS status, count(*)::int AS count, COALESCE(SUM(o.total_amount), 0)::text AS revenue
      FROM orders o WHERE ${search} GROUP BY o.status`,
  ]);
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const group of summary) statusCounts[group.status] = group.count;
  const revenue = sumAmounts(
    summary.filter((group) => countsAsRevenue(group.status)).map((group) => group.revenue),
  );
  const total = query.status ? statusCounts[query.status] : summary.reduce((sum, g) => sum + g.count, 0);
  const ids = idRows.map((r) => r.id);
  const rows = ids.length
    ? await prisma.order.findMany({ where: { id: { in: ids } }, select: orderSelect })
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    data: await withHistories(ids.flatMap((id) => byId.get(id) ?? [])),
    meta: {
      ...pageMeta(query.page, perPage, total),
      status_counts: statusCounts,
      revenue,
    },
  };
}

/** Locks the order row for the rest of the transaction; 404 when it does not exist. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderStatus> {
  const rows = await tx.$queryRaw<
    { status: OrderStatus }[]
  >`SELECT status::text AS status FROM orders WHERE id = ${id} FOR UPDATE`;
  if (!rows[0]) throw AppError.notFound('Order');
  return rows[0].status;
}

/** The order's items that hold units, sorted, with their products locked (lib/stock.ts). */
async function heldItems(tx: Tx, orderId: number) {
  const rows = await tx.orderItem.findMany({
    where: { order_id: orderId, product_id: { not: null } },
    select: { product_id: true, size: true, quantity: true, product_name: true },
  });
  const items = rows.map((i) => ({ ...i, product_id: i.product_id! })).sort(byProductAndSize);
  const products = await lockProducts(
    tx,
    items.map((i) => i.product_id),
  );
  return { items, byId: new Map(products.map((p) => [p.id, p])) };
}

async function releaseOrder(tx: Tx, orderId: number): Promise<void> {
  const { items } = await heldItems(tx, orderId);
  for (const item of items) await freeUnits(tx, item);
}

/** Takes an order's units again (leaving canceled or returned), or 409 naming every size that is short. */
async function retakeOrder(tx: Tx, orderId: number, from: OrderStatus): Promise<void> {
  const { items, byId } = await heldItems(tx, orderId);
  const missing: string[] = [];
  for (const item of items) {
    const product = byId.get(item.product_id);
    // Sizes that are not counted any more (product or size removed) have nothing to take.
    if (!product) continue;
    if ((await takeUnits(tx, item, ignoresStock(product.status))) === 'short') {
      const left = (await unitsLeft(tx, item.product_id, item.size)) ?? 0;
      missing.push(`${item.product_name} size ${item.size} (needs ${item.quantity}, available: ${left})`);
    }
  }
  if (missing.length) {
    throw AppError.conflict(`This order cannot leave ${from}: not enough stock for ${missing.join(', ')}.`);
  }
}

/**
 * Moves a locked order to another status under the stock rule (statusChange in packages/shared):
 * entering canceled or returned frees its units, leaving them takes the units again (409 when
 * they are gone). Records the move as an order event of `staffId` (null: the shop itself).
 */
export async function moveOrder(
  tx: Tx,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  event: { staffId: number | null; kind: OrderEventKind; details?: Record<string, unknown> },
): Promise<void> {
  const units = statusChange(from, to);
  if (units === 'free') await releaseOrder(tx, id);
  if (units === 'take') await retakeOrder(tx, id, from);
  if (from !== to) await tx.order.update({ where: { id }, data: { status: to } });
  await recordOrderEvent(tx, id, event.staffId, event.kind, { from, to, ...event.details });
}

/** The admin's status dropdown: every status is offered, under the stock rule. */
export async function setOrderStatus(id: number, status: OrderStatus, staffId: number): Promise<AdminOrder> {
  const row = await prisma.$transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    await moveOrder(tx, id, current, status, { staffId, kind: 'status' });
    return tx.order.findUniqueOrThrow({ where: { id }, select: orderSelect });
  }, ORDER_TRANSACTION);
  // Freeing or taking units changes what product pages show as left and sold.
  invalidateCatalog();
  const [order] = await withHistories([row]);
  return order!;
}

/** Deletes an order (and its events); one that holds units gives them back. */
export async function deleteOrder(id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    if (holdsUnits(current)) await releaseOrder(tx, id);
    await tx.order.delete({ where: { id } });
  }, ORDER_TRANSACTION);
  invalidateCatalog();
}
