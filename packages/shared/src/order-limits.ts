/**
 * Limits on what a shopper may order, set in the back office's SETTINGS tab, with defaults a real
 * shopper never meets (docs/product.md "Limits against abuse"). Staff editing an order on the desk
 * are not limited by them.
 */
export interface OrderLimits {
  /** Units in one line of an order. */
  units_per_line: number;
  /** Units in one order, every line together. */
  units_per_order: number;
  /** Orders one phone number may place in 24 hours. */
  orders_per_phone_per_day: number;
  /** Orders one guest session may place in 24 hours. */
  orders_per_session_per_day: number;
  /** Orders one IP address may place in an hour: loose, many Moroccan phones share a carrier's address. */
  orders_per_address_per_hour: number;
}

export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  units_per_line: 10,
  units_per_order: 20,
  orders_per_phone_per_day: 3,
  orders_per_session_per_day: 3,
  orders_per_address_per_hour: 30,
};

/** The largest value each limit may be set to (a line holds at most 99 units anyway). */
export const ORDER_LIMIT_MAXIMUMS: OrderLimits = {
  units_per_line: 99,
  units_per_order: 10_000,
  orders_per_phone_per_day: 1_000_000,
  orders_per_session_per_day: 1_000_000,
  orders_per_address_per_hour: 1_000_000,
};

export type UnitLimit = 'units_per_line' | 'units_per_order';

/** The limits a shopper's page shows before the order (GET /api/order-limits): units, not counts. */
export type UnitLimits = Pick<OrderLimits, UnitLimit>;

/** The first unit limit that `lines` break, or null when they fit. */
export function brokenUnitLimit(
  limits: OrderLimits,
  lines: readonly { quantity: number }[],
): UnitLimit | null {
  if (lines.some((line) => line.quantity > limits.units_per_line)) return 'units_per_line';
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return units > limits.units_per_order ? 'units_per_order' : null;
}

/**
 * Why a shopper's order was refused, sent in the error body next to the English `message`: the
 * storefront words it in the page's language from its own texts (apps/web/src/messages), with
 * the values the text needs. A blocked phone or address gets the neutral `order_refused`, which
 * does not say why (docs/product.md "Blocklist").
 */
export type OrderRefusal =
  { code: 'order_refused' } | { code: 'order_limit'; limit: keyof OrderLimits; value: number };

/** The refusal an error body names, or null (a body from another error, or malformed). */
export function orderRefusalOf(body: unknown): OrderRefusal | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, limit, value } = body as Record<string, unknown>;
  if (code === 'order_refused') return { code };
  const isLimit = typeof limit === 'string' && Object.hasOwn(DEFAULT_ORDER_LIMITS, limit);
  if (code === 'order_limit' && isLimit && typeof value === 'number') {
    return { code, limit: limit as keyof OrderLimits, value };
  }
  return null;
}

/** What a shopper reads in English when an order breaks a limit (other languages: the storefront's texts). */
export function orderLimitMessage(limit: keyof OrderLimits, value: number): string {
  switch (limit) {
    case 'units_per_line':
      return `You can order at most ${value} units of one size. Please lower the quantity.`;
    case 'units_per_order':
      return `You can order at most ${value} units in one order. Please lower the quantities.`;
    case 'orders_per_phone_per_day':
    case 'orders_per_session_per_day':
      return `You have placed ${value} orders today, the most we take in one day. Please call us to order more.`;
    case 'orders_per_address_per_hour':
      return 'Too many orders from your network in the last hour. Please try again later.';
  }
}

/** Staff cleared a phone's count of orders of the day: the row an audit log lists. */
export interface OrderCountClearing {
  id: number;
  /** `+212…`. */
  phone: string;
  reason: string;
  /** The orders the count held when it was cleared. */
  cleared: number;
  /** The staff user (null once that user is deleted). */
  cleared_by: string | null;
  created_at: string;
}
