/**
 * The WhatsApp work that runs on a schedule (scheduled-tasks.ts, every 5 minutes): a
 * confirmation unanswered after the shop's reply hours goes back to the desk ("WhatsApp: no
 * answer"), and a parcel the carrier reports out for delivery gets the delivery-day message.
 */
import { Prisma } from '@vigor/db/client';
import { prisma } from '../../lib/prisma.ts';
import { queueWhatsapp } from './whatsapp-sends.ts';
import { whatsappConfig } from './whatsapp-settings.ts';

/**
 * The carriers' words for "out for delivery today" (packages/shared/src/carriers.ts has the
 * tables): Sendit's DISTRIBUTED and DELIVERING, Ozon Express's "Mise en distribution". Compared
 * without case or accents.
 */
const OUT_FOR_DELIVERY = ['distributed', 'delivering', 'mise en distribution'];
/** A report older than this is a past day's. */
const DELIVERY_DAY_HOURS = 12;

/** Confirmations sent (or queued) longer ago than the reply hours, still awaiting a tap: back to the desk. */
export async function markUnanswered(now = new Date()): Promise<number> {
  const { replyHours } = await whatsappConfig();
  const before = new Date(now.getTime() - replyHours * 3_600_000);
  return prisma.$executeRaw`UPDATE whatsapp_sends SET outcome = 'no_answer', updated_at = now()
    WHERE purpose = 'confirm' AND outcome = 'awaiting' AND COALESCE(sent_at, created_at) < ${before}`;
}

/** Queues the delivery-day message of each shipped parcel the carrier reports out for delivery. */
export async function queueDeliveryDay(now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - DELIVERY_DAY_HOURS * 3_600_000);
  const due = await prisma.$queryRaw<{ order_id: number }[]>`
    SELECT p.order_id FROM parcels p JOIN orders o ON o.id = p.order_id
    WHERE o.status = 'shipped' AND p.carrier_status_at >= ${since}
      AND lower(unaccent(btrim(p.carrier_status))) IN (${Prisma.join(OUT_FOR_DELIVERY)})
      AND NOT EXISTS (SELECT 1 FROM whatsapp_sends w WHERE w.order_id = p.order_id AND w.purpose = 'delivery')`;
  for (const { order_id } of due) await prisma.$transaction((tx) => queueWhatsapp(tx, order_id, 'delivery'));
  return due.length;
}

export async function runWhatsappTimers(now = new Date()): Promise<void> {
  await markUnanswered(now);
  await queueDeliveryDay(now);
}
