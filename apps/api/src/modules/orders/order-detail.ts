import type { AdminOrderDetail, Attribution, OrderHistoryEntry } from '@vigor/shared';
import { attributionLabel, cashToCollect, lineTotal } from '@vigor/shared';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from './orders-database.ts';
import { orderSelect, toOrder } from './orders.mapper.ts';
import { readOrderEvent } from './order-events.ts';
import { risksOf } from '../risk/index.ts';

/** An order's events, oldest first, each with the staff user who made it. */
export async function orderHistory(orderId: number): Promise<OrderHistoryEntry[]> {
  const events = await prisma.orderEvent.findMany({
    where: { order_id: orderId },
    orderBy: { id: 'asc' },
    select: { id: true, details: true, created_at: true, staff_user: { select: { id: true, nom: true } } },
  });
  return events.map((event) => {
    const details = readOrderEvent(event);
    return {
      id: event.id,
      kind: details.type,
      at: event.created_at.toISOString(),
      who: event.staff_user,
      details,
    };
  });
}

/** One order as staff read it: its lines, totals (the shared money rules), status and history. */
export async function orderDetail(id: number): Promise<AdminOrderDetail> {
  const row = await orNotFound('Order', prisma.order.findUnique({ where: { id }, select: orderSelect }));
  // The customer, status and dates as the list shows them; amounts and lines as the detail names them.
  const { items, total_amount, delivery_fee, sale_date: _saleDate, ...order } = toOrder(row);
  const [attribution, history, risks] = await Promise.all([
    orderAttribution(id),
    orderHistory(id),
    risksOf([id]),
  ]);
  return {
    ...order,
    reference: row.reference,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      product_name: item.product.name,
      size: item.size,
      quantity: item.quantity,
      unit_price: item.price,
      line_total: lineTotal(item.price, item.quantity),
      offer: item.offer,
      discount: item.discount,
    })),
    totals: {
      goods_total: total_amount,
      delivery_fee,
      cash_to_collect: cashToCollect({ total_amount, delivery_fee }),
    },
    attribution,
    source_label: attributionLabel(attribution),
    risk: risks.get(id) ?? null,
    history,
  };
}

/** The order's copy of its session's attribution; the shopper's IP and browser stay for the ads only. */
async function orderAttribution(orderId: number): Promise<Attribution | null> {
  const row = await prisma.orderAttribution.findUnique({
    where: { order_id: orderId },
    omit: { order_id: true, client_ip: true, user_agent: true },
  });
  return row && { ...row, clicked_at: row.clicked_at?.toISOString() ?? null };
}
