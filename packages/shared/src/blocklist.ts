/**
 * Phones and IP addresses whose orders the shop refuses. The shopper reads the neutral
 * BLOCKED_ORDER_MESSAGE, which does not say why (docs/product.md "Blocklist").
 */
export interface BlocklistEntry {
  id: number;
  /** `+212…`, or null for an address entry. */
  phone: string | null;
  ip: string | null;
  reason: string;
  created_at: string;
  /** The staff user who blocked it (null once that user is deleted). */
  created_by: string | null;
  /** Orders refused because of this entry, and the last one. */
  refused_orders: number;
  last_refused_at: string | null;
}

export const BLOCKED_ORDER_MESSAGE = 'We cannot take this order online. Please contact us to order.';
