import { z } from 'zod';
import { CALL_OUTCOMES, CANCEL_REASONS } from './call-outcomes.js';
import { ORDER_SOURCES } from './order-events.js';
import { ORDER_STATUSES } from './order-lifecycle.js';
import { TRANSITION_CAUSES } from './order-transitions.js';

const Status = z.enum(ORDER_STATUSES);
/** Every event that moves the order says from which status to which (the same for a call that keeps it). */
const Move = { from: Status, to: Status };
const Change = <T extends z.ZodType>(value: T) => z.object({ from: value, to: value });
const Text = z.string().nullable();

/** Why an admin corrects an order's status (a move off the workflow, order-transitions.ts). */
export const CORRECTION_REASON_MAX = 500;
export const CorrectionReason = z
  .string()
  .trim()
  .min(1, 'Say why this order skips its workflow')
  .max(CORRECTION_REASON_MAX, `The reason is at most ${CORRECTION_REASON_MAX} characters`);

/** What an edit on the call changed (every field optional): an `edit` event's, or an `upsell`'s. */
const EditChanges = {
  customer_name: Change(z.string()).optional(),
  customer_phone: Change(z.string()).optional(),
  customer_city: Change(z.string()).optional(),
  customer_address: Change(Text).optional(),
  delivery_note: Change(Text).optional(),
  /** The lines before and after, as "2 x Name M". */
  items: z.object({ before: z.array(z.string()), after: z.array(z.string()) }).optional(),
  total_amount: Change(z.number()).optional(),
  delivery_fee: Change(z.number()).optional(),
};

/**
 * The payload of an order event, discriminated on `type` (order-events.ts lists the types).
 * Stored in order_events.details; parse it with this union wherever events are read.
 */
export const OrderEventPayload = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('placed'),
    source: z.enum(ORDER_SOURCES),
    /** The guest session that placed it (null: staff placed it for a customer). */
    session_id: z.string().nullable(),
    /** The storefront language the shopper used, when known. */
    language: z.string().optional(),
    total_amount: z.number(),
    delivery_fee: z.number(),
  }),
  z.object({
    type: z.literal('status'),
    ...Move,
    cause: z.enum(TRANSITION_CAUSES),
    reason: z.string().optional(),
    /** The automatic cancel: how long the order waited unanswered. */
    after_hours: z.number().optional(),
    /** A carrier's report: the carrier and the status it gave (carrier_sync). */
    carrier: z.string().optional(),
    carrier_status: z.string().optional(),
  }),
  z.object({
    type: z.literal('call'),
    ...Move,
    outcome: z.enum(CALL_OUTCOMES),
    note: z.string().optional(),
    /** The count of unanswered calls so far (no answer). */
    attempt: z.number().int().optional(),
    /** ISO instant the customer asked to be called back. */
    callback_at: z.string().optional(),
    /** ISO instant of the next attempt planned after no answer. */
    next_attempt_at: z.string().optional(),
    reason: z.enum(CANCEL_REASONS).optional(),
  }),
  z.object({ type: z.literal('edit'), ...EditChanges }),
  z.object({
    type: z.literal('upsell'),
    ...EditChanges,
    /** The offer taken: the product's next tier or an add-on, in this size, so many units more. */
    kind: z.enum(['tier', 'addon']),
    product_id: z.number().int(),
    product_name: z.string(),
    size: z.string(),
    quantity: z.number().int(),
  }),
  z.object({ type: z.literal('claim'), action: z.enum(['claimed', 'released']) }),
  z.object({
    type: z.literal('shipment'),
    ...Move,
    batch_id: z.number().int(),
    carrier_id: z.number().int(),
    carrier: z.string(),
    tracking_number: z.string().nullable(),
  }),
  z.object({ type: z.literal('outcome'), ...Move }),
  z.object({
    type: z.literal('payout'),
    ...Move,
    payout_id: z.number().int(),
    /** Settled: what the carrier says it collected (dirhams), the cash to collect or another amount. */
    cash_status: z.enum(['collected', 'disputed']).optional(),
    collected: z.number().optional(),
    /** The payout was voided (its orders' cash is expected again), with why. */
    voided: z.literal(true).optional(),
    reason: z.string().optional(),
  }),
  z.object({
    type: z.literal('lead_converted'),
    ...Move,
    lead_id: z.number().int(),
    source: z.string().optional(),
  }),
  z.object({
    type: z.literal('correction'),
    ...Move,
    reason: CorrectionReason,
    /** The desk's undo: the call event it takes back, and the order's unanswered calls after it. */
    undoes: z.number().int().optional(),
    attempt: z.number().int().optional(),
  }),
]);
export type OrderEventPayload = z.infer<typeof OrderEventPayload>;
export type OrderEventOf<T extends OrderEventPayload['type']> = Extract<OrderEventPayload, { type: T }>;
