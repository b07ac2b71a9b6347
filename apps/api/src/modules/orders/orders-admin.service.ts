import { Prisma } from '@vigor/db/client';
import type {
  AdminOrder,
  AdminOrdersPage,
  BulkStatusInput,
  ListOrdersQuery,
  OrderMoveResult,
  OrderStatus,
  PhoneHistory,
  UpdateOrderStatusInput,
} from '@vigor/shared';
import {
  ADMIN_SALES_PAGE_SIZE,
  ORDER_STATUSES,
  deletionRefusal,
  holdsUnits,
  normalizeMoroccanPhone,
  pageMeta,
  shopDayEnd,
  shopDayStart,
  sumAmounts,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { collectedRevenueSum, expectedRevenueSum } from '../../lib/money.ts';
import { keepOrderEvents } from '../audit/index.ts';
import { risksOf } from '../risk/index.ts';

import { escapeLike } from '../../lib/sql.ts';
import type { StaffIdentity } from '../../middleware/authenticate.ts';
import { orderModels, prisma } from './orders-database.ts';
import { orderSelect, toAdminOrder, type OrderRow } from './orders.mapper.ts';
import { transitionEach } from './order-moves.ts';
import { noteChanges, withOrderTransaction } from './transaction.ts';
import { lockOrder, releaseOrder, settledRefusal, transitionOrder } from './transitions.ts';

/**
 * Search over customer name, phone, city, order id and item names, accents and case aside
 * (PostgreSQL's unaccent: "fes" finds Fès). `#12` is order 12 alone; a bare number is also an id.
 * A phone typed the local way (06…, even partly) also finds the stored +212… form.
 */
function searchCondition(q: string | undefined): Prisma.Sql {
  if (!q) return Prisma.sql`TRUE`;
  const orderId = /^#(\d{1,9})$/.exec(q);
  if (orderId) return Prisma.sql`o.id = ${Number(orderId[1])}`;
  const like = Prisma.sql`unaccent(${`%${escapeLike(q)}%`})`;
  const conditions = [
    Prisma.sql`unaccent(o.customer_name) ILIKE ${like}`,
    Prisma.sql`unaccent(o.customer_city) ILIKE ${like}`,
    Prisma.sql`o.customer_phone ILIKE ${like}`,
    Prisma.sql`EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND unaccent(i.product_name) ILIKE ${like})`,
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

/** The search and the range of shop days the orders were placed in (both ends included). */
function listCondition(query: ListOrdersQuery): Prisma.Sql {
  const conditions = [searchCondition(query.q)];
  if (query.from) conditions.push(Prisma.sql`o.created_at >= ${shopDayStart(query.from)}`);
  if (query.to) conditions.push(Prisma.sql`o.created_at < ${shopDayEnd(query.to)}`);
  return Prisma.join(conditions, ' AND ');
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
 * A page of orders, newest first. meta.status_counts, meta.revenue (expected revenue) and
 * meta.collected_revenue describe the current search and date range over every status (the
 * status filter only narrows the page); both revenues as packages/shared/src/money.ts defines them,
 * only `withMoney` (a role that may read money figures beyond one order's own totals).
 */
export async function listOrders(query: ListOrdersQuery, withMoney: boolean): Promise<AdminOrdersPage> {
  const perPage = query.per_page ?? ADMIN_SALES_PAGE_SIZE;
  const search = listCondition(query);
  const where = query.status ? Prisma.sql`${search} AND o.status = ${query.status}::order_status` : search;
  const [idRows, summary] = await Promise.all([
    prisma.$queryRaw<{ id: number }[]>`SELECT o.id FROM orders o WHERE ${where}
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${perPage} OFFSET ${(query.page - 1) * perPage}`,
    prisma.$queryRaw<{ status: OrderStatus; count: number; expected: string; collected: string }[]>`
      SELECT o.status::text AS status, count(*)::int AS count,
        ${expectedRevenueSum()} AS expected, ${collectedRevenueSum()} AS collected
      FROM orders o WHERE ${search} GROUP BY o.status`,
  ]);
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const group of summary) statusCounts[group.status] = group.count;
  const total = query.status ? statusCounts[query.status] : summary.reduce((sum, g) => sum + g.count, 0);
  const ids = idRows.map((r) => r.id);
  const rows = ids.length
    ? await prisma.order.findMany({ where: { id: { in: ids } }, select: orderSelect })
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const [orders, risks] = await Promise.all([
    withHistories(ids.flatMap((id) => byId.get(id) ?? [])),
    risksOf(ids),
  ]);
  return {
    data: orders.map((order) => ({ ...order, risk: risks.get(order.id) ?? null })),
    meta: {
      ...pageMeta(query.page, perPage, total),
      status_counts: statusCounts,
      ...(withMoney && {
        revenue: sumAmounts(summary.map((group) => group.expected)),
        collected_revenue: sumAmounts(summary.map((group) => group.collected)),
      }),
    },
  };
}

/** The dropdown's move of one order; a correction carries the admin's reason. */
function salesMove(orderId: number, input: UpdateOrderStatusInput, staff: StaffIdentity) {
  return {
    orderId,
    to: input.status,
    cause: 'sales' as const,
    staff,
    details: { ...(input.reason !== undefined && { reason: input.reason }) },
  };
}

/**
 * The admin's status dropdown: every move, under the transition table (transitions.ts); a move off
 * the workflow is a correction that needs the admin's reason.
 */
export async function setOrderStatus(
  id: number,
  input: UpdateOrderStatusInput,
  staff: StaffIdentity,
): Promise<AdminOrder> {
  await transitionOrder(salesMove(id, input, staff));
  const row = await prisma.order.findUniqueOrThrow({ where: { id }, select: orderSelect });
  const [order] = await withHistories([row]);
  return order!;
}

/**
 * SALES' bulk status change: the dropdown's move for each selected order, each under the same
 * rules as one (setOrderStatus), and a result per order (transitionEach).
 */
export function setOrdersStatus(input: BulkStatusInput, staff: StaffIdentity): Promise<OrderMoveResult[]> {
  return transitionEach(input.order_ids, (orderId) => salesMove(orderId, input, staff));
}

/**
 * Deletes an order that never left the shop (and its events, whose staff ones stay in the audit
 * log); one that holds units gives them back. A parcel handed to a carrier is canceled or marked
 * returned instead, and an order a payout settled stays with that payout: both answer 409
 * (deletionRefusal in packages/shared).
 */
export async function deleteOrder(id: number): Promise<void> {
  await withOrderTransaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const refused = deletionRefusal({
      status: order.status,
      shipped: order.shipment_batch_id != null,
      settled: order.payout_id != null,
    });
    if (refused === 'settled') throw settledRefusal(id, order.payout_id!, 'être supprimée');
    if (refused === 'shipped') {
      throw AppError.conflict(
        `La commande n°${id} a été remise à un transporteur : elle ne peut pas être supprimée. Annulez-la ou marquez-la retournée.`,
        { status: order.status },
      );
    }
    if (holdsUnits(order.status)) {
      await releaseOrder(tx, id);
      noteChanges(tx, { catalog: true });
    }
    const staffEvents = await orderModels(tx).orderEvent.findMany({
      where: { order_id: id, staff_user_id: { not: null } },
      select: {
        order_id: true,
        kind: true,
        details: true,
        created_at: true,
        staff_user: { select: { id: true, nom: true } },
      },
      orderBy: { id: 'asc' },
    });
    await keepOrderEvents(
      tx,
      staffEvents.flatMap((event) => (event.staff_user ? [{ ...event, staff_user: event.staff_user }] : [])),
    );
    await orderModels(tx).order.delete({ where: { id } });
  });
}
