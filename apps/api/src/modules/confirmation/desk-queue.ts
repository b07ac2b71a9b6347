import type { DeskQueueItem } from '@vigor/shared';
import { QUEUE_SIZE } from '@vigor/shared';
import { dueLeads } from './desk-leads.ts';
import { confirmationQueue } from './desk-orders.ts';

/** When the shopper last acted: an order's placing, a lead's last typing. */
const actedAt = (item: DeskQueueItem) =>
  Date.parse(item.kind === 'order' ? item.created_at : item.updated_at);

/**
 * The desk's queue: orders awaiting confirmation and due leads together, by the time the shopper
 * last acted, at most QUEUE_SIZE (docs/product.md "Confirmation desk").
 */
export async function deskQueue(now = new Date()): Promise<DeskQueueItem[]> {
  const [orders, leads] = await Promise.all([confirmationQueue(now), dueLeads(now)]);
  return [...orders, ...leads].sort((a, b) => actedAt(a) - actedAt(b)).slice(0, QUEUE_SIZE);
}
