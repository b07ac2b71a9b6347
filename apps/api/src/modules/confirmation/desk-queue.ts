import type { DeskOrder, DeskQueueItem } from '@vigor/shared';
import { QUEUE_SIZE } from '@vigor/shared';
import { dueLeads } from '../leads/index.ts';
import { confirmationQueue } from './desk-orders.ts';

/**
 * The desk's queue (docs/product.md "Confirmation desk"), at most QUEUE_SIZE: the orders first,
 * then the leads in the places left, so no number of leads can push an order out. In each part
 * the fresh ones (never called, due within FRESH_CALL_MINUTES) come first, the last due first, so
 * the minutes in which a call confirms most go to them; then the others, the longest waiting
 * first. An order is due when placed (or at its planned call), a lead `lead_delay_minutes` after
 * the shopper last typed. `leadNow`: the leads' clock (lib/clock.ts). Among the fresh orders the
 * high risk band comes first, then medium, then low (docs/product.md "Risk bands").
 */
export async function deskQueue(now = new Date(), leadNow = now): Promise<DeskQueueItem[]> {
  const [orders, leads] = await Promise.all([confirmationQueue(now), dueLeads(now, leadNow)]);
  const fresh = orders.fresh.toSorted((a, b) => bandRank(a) - bandRank(b));
  return [...fresh, ...orders.waiting, ...leads.fresh, ...leads.waiting].slice(0, QUEUE_SIZE);
}

const BAND_RANK = { high: 0, medium: 1, low: 2 } as const;
/** An order placed before bands existed sorts with medium. */
const bandRank = (order: DeskOrder) => BAND_RANK[order.risk?.band ?? 'medium'];
