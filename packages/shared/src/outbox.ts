/**
 * The order outbox as the back office sees it (docs/product.md, "Order workflow"): deliveries set
 * aside after failing too often, each subscriber's backlog, and the setting that decides when.
 */
import type { OrderEventType } from './order-events.js';

/** Failed deliveries of one event to one subscriber before it is set aside, unless SETTINGS says otherwise. */
export const DEFAULT_OUTBOX_FAILURES_BEFORE_SET_ASIDE = 10;
/** The largest value of that setting. */
export const MAX_OUTBOX_FAILURES_BEFORE_SET_ASIDE = 1_000;

/** A delivery set aside: its subscriber goes on with the next events without it. */
export interface SetAsideDelivery {
  subscriber: string;
  event_id: number;
  order_id: number;
  event_type: OrderEventType;
  /** When the event was recorded. */
  event_at: string;
  failures: number;
  last_error: string;
  set_aside_at: string;
  /** The last "try again" before this one was set aside, if any. */
  retried_at: string | null;
  retried_by: string | null;
}

/** A part of the store that reacts to order events, and how far behind it is. */
export interface OutboxSubscriberStatus {
  name: string;
  /** Age in seconds of the oldest event not yet delivered to it (set aside or waiting); null when none. */
  oldest_undelivered_seconds: number | null;
  set_aside: number;
}

export interface OutboxStatus {
  failures_before_set_aside: number;
  subscribers: OutboxSubscriberStatus[];
  set_aside: SetAsideDelivery[];
}
