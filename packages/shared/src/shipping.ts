import { z } from 'zod';
import { DELIVERY_OUTCOMES, type DeliveryOutcome, type OrderStatus } from './order-lifecycle.js';

const OrderId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The order ids in what staff typed, pasted or scanned: every run of digits, in order, each once.
 * A scanner reading a slip's barcode types the id then Enter, so ids come one a line, but commas,
 * spaces and a leading `#` work too.
 */
export function parseOrderIds(text: string): number[] {
  const ids = (text.match(/\d+/g) ?? []).map(Number).filter((n) => n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)];
}

export const MarkOutcomesInput = z.strictObject({
  outcome: z.enum(DELIVERY_OUTCOMES),
  order_ids: z.array(OrderId).min(1, 'Scan or type at least one order id.').max(500),
});
export type MarkOutcomesInput = z.infer<typeof MarkOutcomesInput>;

/** One scanned id: moved to the outcome, or why not (unknown id, wrong status). */
export type OutcomeResult =
  | { id: number; ok: true; status: DeliveryOutcome }
  | { id: number; ok: false; status: OrderStatus | null; message: string };
