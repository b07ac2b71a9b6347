/**
 * What a confirmation call can end with, the status each outcome moves the order to, and why a
 * customer cancels (docs/product.md "Confirmation desk"): recorded in the order's call events.
 */
import type { OrderStatus } from './order-lifecycle.js';

export const CALL_OUTCOMES = ['confirmed', 'no_answer', 'call_back', 'wrong_number', 'canceled'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  confirmed: 'Confirmed',
  no_answer: 'No answer',
  call_back: 'Call back',
  wrong_number: 'Wrong number',
  canceled: 'Canceled by customer',
};

/** The status each outcome moves the order to. */
export const OUTCOME_STATUS: Record<CallOutcome, OrderStatus> = {
  confirmed: 'confirmed',
  no_answer: 'contacted',
  call_back: 'contacted',
  wrong_number: 'canceled',
  canceled: 'canceled',
};

export const CANCEL_REASONS = [
  'changed_mind',
  'ordered_by_mistake',
  'too_expensive',
  'delivery_too_slow',
  'bought_elsewhere',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason | 'no_answer' | 'wrong_number', string> = {
  changed_mind: 'Changed their mind',
  ordered_by_mistake: 'Ordered by mistake',
  too_expensive: 'Too expensive',
  delivery_too_slow: 'Delivery too slow',
  bought_elsewhere: 'Bought elsewhere',
  other: 'Other',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
};
