/**
 * What the shoppers' limits count (docs/product.md "Limits against abuse" and "Leads"): orders
 * per phone and per guest session in 24 hours and per IP address in an hour, and new leads per
 * guest session in 24 hours and per IP address in an hour. The counts live in rate_limits
 * (docs/decisions/020-rate-limits-in-postgresql.md); each refusal is logged in limit_refusals.
 */
import type { DeskSettings, OrderLimits } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';
import { settableCount, type SettableCount } from '../../lib/rate-limit.ts';

/** A shopper as the limits and the blocklist know them. */
export interface Shopper {
  /** Normalised `+212…`. */
  phone: string;
  sessionId: string | null;
  ip: string | undefined;
}

const DAY = 24 * 60 * 60;
const HOUR = 60 * 60;

export type OrderCountLimit = Extract<
  keyof OrderLimits,
  'orders_per_phone_per_day' | 'orders_per_session_per_day' | 'orders_per_address_per_hour'
>;
export type LeadCountLimit = Extract<
  keyof DeskSettings,
  'leads_per_session_per_day' | 'leads_per_address_per_hour'
>;
type CountKey = 'phone' | 'session' | 'ip';

export interface ShopperCount<L extends string> {
  limit: L;
  /** The key prefix in rate_limits. */
  name: string;
  windowSeconds: number;
  /** What the count is kept by. */
  by: CountKey;
  counter: SettableCount;
}

function count<L extends string>(limit: L, name: string, windowSeconds: number, by: CountKey) {
  return { limit, name, windowSeconds, by, counter: settableCount(name, windowSeconds) };
}

export const ORDER_COUNTS: ShopperCount<OrderCountLimit>[] = [
  count('orders_per_phone_per_day', 'order-phone', DAY, 'phone'),
  count('orders_per_session_per_day', 'order-session', DAY, 'session'),
  count('orders_per_address_per_hour', 'order-ip', HOUR, 'ip'),
];

export const LEAD_COUNTS: ShopperCount<LeadCountLimit>[] = [
  count('leads_per_session_per_day', 'new-lead-session', DAY, 'session'),
  count('leads_per_address_per_hour', 'new-lead-ip', HOUR, 'ip'),
];

/** The shopper's key for a count (`ip` already as clientAddress gives it), or null when unknown. */
export function countKey(by: CountKey, shopper: Shopper, ip: string): string | null {
  if (by === 'phone') return shopper.phone;
  if (by === 'session') return shopper.sessionId;
  return ip;
}

/** Logs an order or a lead a count refused: the row kept instead of it. */
export async function logLimitRefusal(limit: string, shopper: Shopper, ip: string): Promise<void> {
  await prisma.limitRefusal.create({
    data: { limit, phone: shopper.phone, ip, session_id: shopper.sessionId },
  });
}

/** The phone's count of orders of the day (ORDER_COUNTS' per phone). */
export const phoneOrderCount = ORDER_COUNTS[0]!;
