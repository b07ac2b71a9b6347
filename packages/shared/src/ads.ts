/**
 * Reporting orders to ad platforms (docs/ads.md): a Lead when an order is placed, a Purchase
 * when it reaches the status the settings name, from the server, deduplicated with the
 * browser pixel through one event id.
 */
import { DUPLICATE_WINDOW_HOURS, OPEN_STATUSES } from './confirmation.js';
import type { OrderEventPayload } from './order-events-input.js';
import type { OrderStatus } from './order-lifecycle.js';

export const AD_PLATFORMS = ['meta', 'tiktok'] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];

export const AD_EVENTS = ['lead', 'purchase'] as const;
export type AdEvent = (typeof AD_EVENTS)[number];

export const PURCHASE_STATUSES = ['confirmed', 'delivered'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const AD_SEND_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;
export type AdSendStatus = (typeof AD_SEND_STATUSES)[number];

/** Meta refuses an event whose time is more than 7 days before it is sent. */
export const AD_EVENT_MAX_AGE_DAYS = 7;

/** Each event as each platform names it (Meta's and TikTok's standard events). */
export const AD_EVENT_NAMES: Record<AdPlatform, Record<AdEvent, string>> = {
  meta: { lead: 'Lead', purchase: 'Purchase' },
  tiktok: { lead: 'PlaceAnOrder', purchase: 'CompletePayment' },
};

/** Why an event was not sent. */
export const AD_SKIP_REASONS = {
  canceled: 'The order is canceled.',
  duplicate: 'Another open order of the same phone came first (possible duplicate).',
  blocked_phone: 'The phone is blocked.',
  too_late: `More than ${AD_EVENT_MAX_AGE_DAYS} days old (the platforms refuse it).`,
  not_configured: 'The platform was no longer configured when the event was due.',
} as const;
export type AdSkipReason = keyof typeof AD_SKIP_REASONS;

/** The settings as the back office reads them: the access tokens are only said to be saved. */
export interface AdSettings {
  meta_pixel_id: string | null;
  meta_access_token_saved: boolean;
  meta_test_event_code: string | null;
  tiktok_pixel_code: string | null;
  tiktok_access_token_saved: boolean;
  tiktok_test_event_code: string | null;
  purchase_on: PurchaseStatus;
}

/** The answer of "Test connection", in the shop owner's words (French). */
export interface AdConnectionResult {
  connected: boolean;
  message: string;
}

/** What the storefront needs to load the pixels: null for a platform that is not configured. */
export interface AdPixels {
  meta: { pixel_id: string; script_url: string } | null;
  tiktok: { pixel_code: string; script_url: string } | null;
}

/** One server send, as the SETTINGS tab lists it. */
export interface AdSendEntry {
  id: number;
  order_id: number;
  platform: AdPlatform;
  event: AdEvent;
  event_id: string;
  status: AdSendStatus;
  reason: string | null;
  attempts: number;
  created_at: string;
  updated_at: string;
}

/** The last sends and, for the last 7 days, how many ended in each status. */
export interface AdSendsReport {
  recent: AdSendEntry[];
  last_7_days: Record<AdSendStatus, number>;
}

/** How many sends the SETTINGS tab lists. */
export const AD_SENDS_SHOWN = 50;

/** What happened to an order, as the order outbox tells it. */
export type AdTrigger = { type: 'placed' } | { type: 'status'; to: OrderStatus };

/**
 * What an order event of the outbox means for the ads: the order was placed, or it moved to
 * another status (whatever moved it: the dropdown, a call, a carrier, a lead converted).
 */
export function adTriggerOf(event: OrderEventPayload): AdTrigger | null {
  if (event.type === 'placed') return { type: 'placed' };
  if ('to' in event && event.from !== event.to) return { type: 'status', to: event.to };
  return null;
}

/** The event a change of an order reports, if any: a Lead when placed, a Purchase at `purchaseOn`. */
export function adEventFor(trigger: AdTrigger, purchaseOn: PurchaseStatus): AdEvent | null {
  if (trigger.type === 'placed') return 'lead';
  return trigger.to === purchaseOn ? 'purchase' : null;
}

/** The order as the rules read it, with the other orders of its phone. */
export interface AdOrder {
  id: number;
  status: OrderStatus;
  created_at: string;
  /** The other orders of its phone. */
  phone_orders: readonly { id: number; status: OrderStatus; created_at: string }[];
  phone_blocked: boolean;
}

const DAY_MS = 24 * 3_600_000;

/**
 * Why an event of this order must not teach the ads (docs/ads.md), or null to send it: canceled
 * orders, orders from a blocked phone, an order placed within 48 hours after another still open order of
 * the same phone (the desk's "possible duplicate": the first of the two is reported), and a Purchase reached more than 7 days after the order was placed
 * (Meta refuses events that old), or any event still unsent 7 days after it happened.
 */
export function adSkipReason(
  event: AdEvent,
  order: AdOrder,
  eventTime: Date,
  now = eventTime,
): AdSkipReason | null {
  if (order.status === 'canceled') return 'canceled';
  if (order.phone_blocked) return 'blocked_phone';
  const placedAt = Date.parse(order.created_at);
  const window = DUPLICATE_WINDOW_HOURS * 3_600_000;
  const duplicate = order.phone_orders.some((o) => {
    const at = Date.parse(o.created_at);
    const before = at < placedAt || (at === placedAt && o.id < order.id);
    return before && placedAt - at <= window && OPEN_STATUSES.some((s) => s === o.status);
  });
  if (duplicate) return 'duplicate';
  const maxAge = AD_EVENT_MAX_AGE_DAYS * DAY_MS;
  const reachedLate = event === 'purchase' && eventTime.getTime() - placedAt > maxAge;
  if (reachedLate || now.getTime() - eventTime.getTime() > maxAge) return 'too_late';
  return null;
}

/** The event id of an order's events: the pixels' own when the storefront sent one. */
export function adEventIdOf(order: { id: number; ad_event_id: string | null }): string {
  return order.ad_event_id ?? `order-${order.id}`;
}
