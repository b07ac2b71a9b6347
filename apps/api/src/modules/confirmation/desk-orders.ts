/** What the desk reads: the queue of orders to confirm and one order with its log. */
import { Prisma } from '@vigor/db/client';
import type {
  DeskOrder,
  DeskOrderDetail,
  EditOrderInput,
  OrderFlags,
  OrderLogEntry,
  OrderStatus,
  PhoneSummary,
} from '@vigor/shared';
import {
  AWAITING_CONFIRMATION,
  DUPLICATE_WINDOW_HOURS,
  attributionLabel,
  FRESH_CALL_MINUTES,
  MAX_DUPLICATE_LINKS,
  OPEN_STATUSES,
  PHONE_HISTORY_RECENT,
  QUEUE_SIZE,
  cashToCollect,
  phoneFlags,
} from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';
import { blockedAmong } from '../order-guard/index.ts';
import { editOrder, orderReads, orderSelect, readOrderEvent, toOrder } from '../orders/index.ts';
import { risksOf } from '../risk/index.ts';
import { whatsappOf } from '../whatsapp/index.ts';
import { assertNotHeldByOther } from './claims.ts';
import { orNotFound } from '../../lib/or-not-found.ts';

const deskSelect = {
  ...orderSelect,
  delivery_note: true,
  call_attempts: true,
  callback_at: true,
  claim: { select: { staff_user_id: true, expires_at: true, staff_user: { select: { nom: true } } } },
} satisfies Prisma.OrderSelect;

type DeskRow = Prisma.OrderGetPayload<{ select: typeof deskSelect }>;

interface PhoneFacts {
  summary: PhoneSummary;
  flags: OrderFlags;
}

type Extras = Pick<DeskOrder, 'risk' | 'whatsapp'>;

/**
 * For each order, its phone's other orders summed up in two statements (counts by status, the
 * flags, the newest few), whatever the number of orders of that phone.
 */
async function phoneSummaries(ids: number[]): Promise<Map<number, PhoneFacts>> {
  if (!ids.length) return new Map();
  const others = Prisma.sql`o.customer_phone = me.customer_phone AND o.id <> me.id`;
  const [summaries, recent] = await Promise.all([
    prisma.$queryRaw<
      {
        id: number;
        phone: string;
        counts: PhoneSummary['counts'];
        placed_before: boolean;
        duplicate_of: number[];
      }[]
    >`
      SELECT me.id, me.customer_phone AS phone,
        (SELECT COALESCE(json_object_agg(c.status, c.n), '{}'::json) FROM (
          SELECT o.status::text AS status, count(*)::int AS n FROM orders o WHERE ${others} GROUP BY o.status
        ) c) AS counts,
        EXISTS (SELECT 1 FROM orders o WHERE ${others} AND o.created_at < me.created_at) AS placed_before,
        ARRAY(SELECT o.id FROM orders o WHERE ${others}
          AND o.status::text IN (${Prisma.join(OPEN_STATUSES)})
          AND abs(extract(epoch FROM o.created_at - me.created_at)) <= ${DUPLICATE_WINDOW_HOURS * 3600}
          ORDER BY o.created_at DESC, o.id DESC LIMIT ${MAX_DUPLICATE_LINKS}) AS duplicate_of
      FROM orders me WHERE me.id IN (${Prisma.join(ids)})`,
    prisma.$queryRaw<{ of: number; id: number; status: OrderStatus; created_at: Date }[]>`
      SELECT me.id AS of, r.id, r.status::text AS status, r.created_at FROM orders me
      CROSS JOIN LATERAL (SELECT o.id, o.status, o.created_at FROM orders o WHERE ${others}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${PHONE_HISTORY_RECENT}) r
      WHERE me.id IN (${Prisma.join(ids)})
      ORDER BY me.id, r.created_at DESC, r.id DESC`,
  ]);
  const blocked = await blockedAmong(summaries.map((row) => row.phone));
  const byOrder = new Map<number, PhoneFacts>();
  for (const row of summaries) {
    byOrder.set(row.id, {
      summary: { counts: row.counts, recent: [] },
      flags: phoneFlags(row.counts, row.placed_before, row.duplicate_of, blocked.has(row.phone)),
    });
  }
  for (const row of recent) {
    byOrder.get(row.of)?.summary.recent.push({
      id: row.id,
      status: row.status,
      created_at: row.created_at.toISOString(),
    });
  }
  return byOrder;
}

function toDeskOrder(row: DeskRow, phone: PhoneFacts, extras: Extras, now: Date): DeskOrder {
  const order = toOrder(row);
  const claim = row.claim && row.claim.expires_at > now ? row.claim : null;
  return {
    kind: 'order',
    id: order.id,
    reference: row.reference,
    status: order.status,
    customer_name: order.customer_name,
    customer_phone: order.customer_phone,
    customer_city: order.customer_city,
    language: order.language,
    customer_address: row.customer_address,
    delivery_note: row.delivery_note,
    total_amount: order.total_amount,
    delivery_fee: order.delivery_fee,
    cash_to_collect: cashToCollect(order),
    created_at: order.created_at,
    call_attempts: row.call_attempts,
    callback_at: row.callback_at?.toISOString() ?? null,
    source_label: attributionLabel(row.attribution),
    claim: claim && {
      staff_id: claim.staff_user_id,
      staff_name: claim.staff_user.nom,
      until: claim.expires_at.toISOString(),
    },
    items: order.items,
    phone_summary: phone.summary,
    flags: phone.flags,
    ...extras,
  };
}

async function toDeskOrders(rows: DeskRow[], now: Date): Promise<DeskOrder[]> {
  const ids = rows.map((r) => r.id);
  const [phones, risks, whatsapp] = await Promise.all([
    phoneSummaries(ids),
    risksOf(ids),
    whatsappOf(rows.map((r) => ({ id: r.id, phone: r.customer_phone }))),
  ]);
  return rows.map((row) =>
    toDeskOrder(
      row,
      phones.get(row.id)!,
      { risk: risks.get(row.id) ?? null, whatsapp: whatsapp.get(row.id) ?? null },
      now,
    ),
  );
}

/** The two parts of the desk's queue (desk-queue.ts puts them together). */
export interface QueueParts<T> {
  /** Never called and due within FRESH_CALL_MINUTES: the freshest first. */
  fresh: T[];
  /** The others: the longest waiting first. */
  waiting: T[];
}

/**
 * Orders awaiting confirmation (pending, contacted) whose planned call, if any, has come: fresh
 * (never called, placed within FRESH_CALL_MINUTES) newest first, the others oldest first; at most
 * QUEUE_SIZE of each, so stale orders never crowd out a fresh one.
 */
export async function confirmationQueue(now = new Date()): Promise<QueueParts<DeskOrder>> {
  const due = {
    status: { in: [...AWAITING_CONFIRMATION] },
    OR: [{ callback_at: null }, { callback_at: { lte: now } }],
    // A WhatsApp confirmation awaiting the customer's tap is not the desk's yet (docs/whatsapp.md).
    NOT: { whatsapp_sends: { some: { purpose: 'confirm', outcome: 'awaiting' } } },
  } satisfies Prisma.OrderWhereInput;
  const fresh = {
    call_attempts: 0,
    callback_at: null,
    created_at: { gt: new Date(now.getTime() - FRESH_CALL_MINUTES * 60_000) },
  } satisfies Prisma.OrderWhereInput;
  const [freshRows, waitingRows] = await Promise.all([
    orderReads().order.findMany({
      where: { ...due, ...fresh },
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      take: QUEUE_SIZE,
      select: deskSelect,
    }),
    orderReads().order.findMany({
      where: { ...due, AND: [{ NOT: fresh }] },
      orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
      take: QUEUE_SIZE,
      select: deskSelect,
    }),
  ]);
  const orders = await toDeskOrders([...freshRows, ...waitingRows], now);
  return { fresh: orders.slice(0, freshRows.length), waiting: orders.slice(freshRows.length) };
}

/** One order with its log (call outcomes, edits, status changes), oldest entry first. */
export async function deskOrder(id: number, now = new Date()): Promise<DeskOrderDetail> {
  const row = await orNotFound('Order', orderReads().order.findUnique({ where: { id }, select: deskSelect }));
  const [[order], events] = await Promise.all([
    toDeskOrders([row], now),
    orderReads().orderEvent.findMany({
      where: { order_id: id },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        details: true,
        created_at: true,
        staff_user: { select: { id: true, nom: true } },
      },
    }),
  ]);
  const log: OrderLogEntry[] = events.map((e) => ({
    id: e.id,
    staff_id: e.staff_user?.id ?? null,
    staff_name: e.staff_user?.nom ?? null,
    created_at: e.created_at.toISOString(),
    event: readOrderEvent(e),
  }));
  return { ...order!, log };
}

/** An agent's edit made on the call (orders' editOrder), refused while another agent holds the order. */
export async function editDeskOrder(
  orderId: number,
  staffId: number,
  input: EditOrderInput,
  now = new Date(),
): Promise<DeskOrderDetail> {
  await editOrder(orderId, staffId, input, (tx) => assertNotHeldByOther(tx, orderId, staffId, now));
  return deskOrder(orderId, now);
}
