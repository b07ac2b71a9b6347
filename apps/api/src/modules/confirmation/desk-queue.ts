import type { DeskQueueItem } from '@vigor/shared';
import { QUEUE_SIZE } from '@vigor/shared';
import { dueLeads } from './desk-leads.ts';
import { confirmationQueue } from './desk-orders.ts';

/** When the shopper last acted: an order's placing, a lead's last typing. */
const actedAt = (item: DeskQueueItem) =>
  Date.parse(item.kind === 'order' ? item.created_at : item.updated_at);

/**
 * The desk's queue (docs/product.md "Confirmation desk"), at most QUEUE_SIZE: first the fresh
 * orders and leads (never called, due within FRESH_CALL_MINUTES), the last due first, so the
 * minutes in which a call confirms most orders go to them; then the others, the longest waiting
 * first. An order is due when placed (or at its planned call), a lead `lead_delay_minutes` after
 * the shopper last typed.
 */
export async function deskQueue(now = new Date()): Promise<DeskQueueItem[]> {
  const [orders, leads] = await Promise.all([confirmationQueue(now), dueLeads(now)]);
  const dueAt = (item: DeskQueueItem) => actedAt(item) + (item.kind === 'lead' ? leads.delayMs : 0);
  const fresh = [...orders.fresh, ...leads.fresh].sort((a, b) => dueAt(b) - dueAt(a));
  const waiting = [...orders.waiting, ...leads.waiting].sort((a, b) => actedAt(a) - actedAt(b));
  return [...fresh, ...waiting].slice(0, QUEUE_SIZE);
}
