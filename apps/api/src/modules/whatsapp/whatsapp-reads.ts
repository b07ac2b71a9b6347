/** What the desk shows of orders' WhatsApp confirmations: where each stands and its conversation. */
import type { OrderWhatsapp, WhatsappConfirmedOrder, WhatsappOutcome } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';

/** Each order's confirmation and conversation (orders without either are left out). */
export async function whatsappOf(
  orders: readonly { id: number; phone: string }[],
): Promise<Map<number, OrderWhatsapp>> {
  if (!orders.length) return new Map();
  const ids = orders.map((o) => o.id);
  const [sends, messages, stops] = await Promise.all([
    prisma.whatsappSend.findMany({
      where: { order_id: { in: ids }, purpose: 'confirm' },
      select: { order_id: true, outcome: true },
    }),
    prisma.whatsappMessage.findMany({
      where: { order_id: { in: ids } },
      orderBy: { id: 'asc' },
      select: { order_id: true, direction: true, body: true, effect: true, created_at: true },
    }),
    prisma.whatsappOptOut.findMany({
      where: { phone: { in: [...new Set(orders.map((o) => o.phone))] } },
      select: { phone: true },
    }),
  ]);
  const stopped = new Set(stops.map((s) => s.phone));
  const result = new Map<number, OrderWhatsapp>();
  const entry = (order: { id: number; phone: string }) => {
    let found = result.get(order.id);
    if (!found) {
      found = { outcome: null, stopped: stopped.has(order.phone), conversation: [] };
      result.set(order.id, found);
    }
    return found;
  };
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const order of orders) if (stopped.has(order.phone)) entry(order);
  for (const send of sends) entry(byId.get(send.order_id)!).outcome = send.outcome as WhatsappOutcome | null;
  for (const m of messages)
    entry(byId.get(m.order_id!)!).conversation.push({
      direction: m.direction as 'in' | 'out',
      body: m.body,
      effect: m.effect,
      at: m.created_at.toISOString(),
    });
  return result;
}

/** Orders confirmed by a WhatsApp tap in the last `hours`, newest first: the desk shows them apart. */
export async function confirmedOnWhatsapp(now = new Date(), hours = 24): Promise<WhatsappConfirmedOrder[]> {
  const rows = await prisma.whatsappSend.findMany({
    where: {
      purpose: 'confirm',
      outcome: 'confirmed',
      updated_at: { gte: new Date(now.getTime() - hours * 3_600_000) },
    },
    orderBy: { updated_at: 'desc' },
    take: 50,
    select: {
      order_id: true,
      updated_at: true,
      order: { select: { customer_name: true, customer_city: true, status: true } },
    },
  });
  return rows.map((r) => ({
    order_id: r.order_id,
    customer_name: r.order.customer_name,
    customer_city: r.order.customer_city,
    status: r.order.status,
    confirmed_at: r.updated_at.toISOString(),
  }));
}
