import { z } from 'zod';

/** Why a lead left the queue without an order, as its `closed` event records it. */
export const LEAD_CLOSE_REASONS = ['no_answer', 'not_interested', 'wrong_number'] as const;
export type LeadCloseReason = (typeof LEAD_CLOSE_REASONS)[number];

/**
 * What the desk did with a lead (docs/product.md "Leads"), discriminated on `kind`: stored in
 * lead_events.kind and lead_events.details, checked with this union when written and parsed with
 * it when read (modules/leads/lead-events.ts).
 */
export const LeadEvent = z.discriminatedUnion('kind', [
  /** A call with no answer: the count of unanswered calls so far. */
  z.object({
    kind: z.literal('call'),
    details: z.object({ outcome: z.literal('no_answer'), attempt: z.number().int().min(1) }),
  }),
  /** The lead left the queue with a reason. */
  z.object({ kind: z.literal('closed'), details: z.object({ reason: z.enum(LEAD_CLOSE_REASONS) }) }),
  /** The order made from the lead on the call. */
  z.object({ kind: z.literal('converted'), details: z.object({ order_id: z.number().int().min(1) }) }),
  /** The desk's undo of its last call or closing: the event taken back. */
  z.object({
    kind: z.literal('undone'),
    details: z.object({ undoes: z.number().int().min(1), of: z.enum(['call', 'closed']) }),
  }),
]);
export type LeadEvent = z.infer<typeof LeadEvent>;
