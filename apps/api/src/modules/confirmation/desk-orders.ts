/** What the desk reads: the queue of orders to confirm and one order with its log. */
import type { Prisma } from '@vigor/db/client';
import type { DeskOrder, DeskOrderDetail, OrderLogEntry, PhoneOrder } from '@vigor/shared';
import { AWAITING_CONFIRMATION, QUEUE_SIZE, amountToPay, phoneFlags } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';
import { orderSelect, toOrder } from '../orders/orders.mapper.ts';
import { orNotFound } from '../../lib/or-not-found.ts';

const deskSelect = {
  ...orderSelect,
  customer_address: true,
  delivery_note: true,
  call_attempts: true,
  callback_at: true,
  claim: { select: { staff_user_id: true, expires_at: true, staff_user: { select: { nom: true } } } },
} satisfies Prisma.OrderSelect;

type DeskRow = Prisma.OrderGetPayload<{ select: typeof deskSelect }>;

/** Every order of these phone numbers, newest first, grouped by phone. */
async function ordersByPhone(phones: string[]): Promise<Map<string, PhoneOrder[]>> {
  const rows = await prisma.order.findMany({
    where: { customer_phone: { in: [...new Set(phones)] } },
    select: { id: true, status: true, created_at: true, customer_phone: true },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
  });
  const byPhone = new Map<string, PhoneOrder[]>();
  for (const row of rows) {
    const list = byPhone.get(row.customer_phone) ?? [];
    list.push({ id: row.id, status: row.status, created_at: row.created_at.toISOString() });
    byPhone.set(row.customer_phone, list);
  }
  return byPhone;
}

function toDeskOrder(row: DeskRow, phoneOrders: PhoneOrder[], now: Date): DeskOrder {
  const order = toOrder(row);
  const others = phoneOrders.filter((o) => o.id !== row.id);
  const claim = row.claim && row.claim.expires_at > now ? row.claim : null;
  return {
    id: order.id,
    status: order.status,
    customer_name: order.customer_name,
    customer_phone: order.customer_phone,
    customer_city: order.customer_city,
    customer_address: row.customer_address,
    delivery_note: row.delivery_note,
    total_amount: order.total_amount,
    delivery_fee: order.delivery_fee,
    cash_to_collect: amountToPay(order.total_amount, order.delivery_fee),
    created_at: order.created_at,
    call_attempts: row.call_attempts,
    callback_at: row.callback_at?.toISOString() ?? null,
    claim: claim && {
      staff_id: claim.staff_user_id,
      staff_name: claim.staff_user.nom,
      until: claim.expires_at.toISOString(),
    },
    items: order.items,
    phone_orders: others,
    flags: phoneFlags(order, others),
  };
}

async function toDeskOrders(rows: DeskRow[], now: Date): Promise<DeskOrder[]> {
  const byPhone = await ordersByPhone(rows.map((r) => r.customer_phone));
  return rows.map((row) => toDeskOrder(row, byPhone.get(row.customer_phone) ?? [], now));
}

/**
 * Orders awaiting confirmation (pending, contacted) whose callback, if any, is due: oldest first.
 */
export async function confirmationQueue(now = new Date()): Promise<DeskOrder[]> {
  const rows = await prisma.order.findMany({
    where: {
      status: { in: [...AWAITING_CONFIRMATION] },
      OR: [{ callback_at: null }, { callback_at: { lte: now } }],
    },
    orderBy: [{ created_at: 'asc' }, { id: 'asc' }],
    take: QUEUE_SIZE,
    select: deskSelect,
  });
  return toDeskOrders(rows, now);
}

/** One order with its log (call outcomes, edits, status changes), oldest entry first. */
export async function deskOrder(id: number, now = new Date()): Promise<DeskOrderDetail> {
  const row = await orNotFound('Order', prisma.order.findUnique({ where: { id }, select: deskSelect }));
  const [[order], events] = await Promise.all([
    toDeskOrders([row], now),
    prisma.orderEvent.findMany({
      where: { order_id: id },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        kind: true,
        details: true,
        created_at: true,
        staff_user: { select: { nom: true } },
      },
    }),
  ]);
  const log: OrderLogEntry[] = events.map((e) => ({
    id: e.id,
    kind: e.kind,
    staff_name: e.staff_user?.nom ?? null,
    created_at: e.created_at.toISOString(),
    details: e.details as Record<string, unknown>,
  }));
  return { ...order!, log };
}
