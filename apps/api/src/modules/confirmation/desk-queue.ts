import type { DeskQueueItem } from '@vigor/shared';
import { QUEUE_SIZE } from '@vigor/shared';
import { dueLeads } from '../leads/index.ts';
import { confirmationQueue } from './desk-orders.ts';

/**
 * The desk's queue (docs/product.md "Confirmation desk"), at most QUEUE_SIZE: first the fresh
 * orders and leads (never called, due within FRESH_CALL_MINUTES), the last due first, so the
 * minutes in which a call confirms most orders go to them; then the others, the longest waiting
 * first. An order is due when placed (or at its planned call), a lead `lead_delay_minutes` after
 * the shopper last typed. `leadNow`: the leads' clock (lib/clock.ts).
 */
export async function deskQueue(now = new Date(), leadNow = now): Promise<DeskQueueItem[]> {
  const [orders, leads] = await Promise.all([confirmationQueue(now), dueLeads(now, leadNow)]);
  // A lead's times are on the leads' clock: read on the system clock, as the orders' are, to
  // place it among them. The two differ only where a test moved the leads' clock forward (the
  // browser journeys'): a lead made due by the move then sorts as due in the past, not ahead of
  // the orders placed since.
  const leadsAheadMs = leadNow.getTime() - now.getTime();
  /** When the shopper last acted: an order's placing, a lead's last typing. */
  const actedAt = (item: DeskQueueItem) =>
    item.kind === 'order' ? Date.parse(item.created_at) : Date.parse(item.updated_at) - leadsAheadMs;
  const dueAt = (item: DeskQueueItem) => actedAt(item) + (item.kind === 'lead' ? leads.delayMs : 0);
  const fresh = [...orders.fresh, ...leads.fresh].sort((a, b) => dueAt(b) - dueAt(a));
  const waiting = [...orders.waiting, ...leads.waiting].sort((a, b) => actedAt(a) - actedAt(b));
  return [...fresh, ...waiting].slice(0, QUEUE_SIZE);
}
