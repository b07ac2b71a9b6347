import type { Attribution } from './attribution.js';
import type { LineOffer } from './offers.js';
import type { Lang } from './languages.js';
import type { OrderRisk } from './risk.js';
import type { PageMeta } from './api.js';
import type { OrderEventPayload } from './order-events-input.js';
import type { OrderEventType } from './order-events.js';
import type { OrderStatus } from './order-lifecycle.js';

export const ADMIN_SALES_PAGE_SIZE = 10;

/** Header a checkout sends so that a retried submission returns the first order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export interface InvalidItem {
  cart_id: number;
  product_id: number;
  product_name: string;
  size: string;
  requested_quantity: number;
  available_quantity: number;
  reason: 'insufficient_stock' | 'not_orderable';
}

export interface OrderItem {
  id: number;
  product_id: number | null;
  size: string;
  quantity: number;
  /** Effective unit price charged. */
  price: number;
  /** List price at order time. */
  original_price: number;
  /** Ordered as a pre-order, with the shipping date then promised (or null). */
  pre_order: boolean;
  expected_ship_date: string | null;
  /** The offer that priced the line and what it took off the line (offers.ts). */
  offer: LineOffer;
  discount: number;
  product: { name: string; image: string | null; price: number; prix_reduction: number | null };
}

export interface Order {
  id: number;
  customer_name: string;
  customer_phone: string;
  customer_city: string;
  /** Street and district, typed at checkout or completed by staff on the call; null when nobody gave one. */
  customer_address: string | null;
  /** The storefront language the order was placed in: the desk calls and writes in it. */
  language: Lang;
  total_amount: number;
  delivery_fee: number;
  status: OrderStatus;
  sale_date: string;
  created_at: string;
  items: OrderItem[];
}

/** What the admin sees about the phone number of an order. */
export interface PhoneHistory {
  orders: number;
  canceled: number;
  delivered: number;
}

export interface AdminOrder extends Order {
  phone_history: PhoneHistory;
  /** The risk band scored when it was placed (risk.ts), on SALES' list; null before bands existed. */
  risk?: OrderRisk | null;
  /** The shipment batch that handed the parcel to a carrier (its slips), null before shipping. */
  shipment_batch_id: number | null;
  /** Where the order came from, as staff read it ("Meta · summer-drop", attributionLabel); null: none. */
  source_label: string | null;
}

/**
 * One order of a move asked for many at once (SALES' bulk status, SHIPPING's outcomes): moved, or
 * why not (an unknown id, a move its status refuses, units that are gone).
 */
export type OrderMoveResult<S extends OrderStatus = OrderStatus> =
  | { id: number; ok: true; status: S }
  | { id: number; ok: false; status: OrderStatus | null; message: string };

/** The shopper's receipt: only what the shopper typed and bought. */
export interface OrderReceipt {
  /** The number staff read aloud and the shopper quotes. */
  id: number;
  /** The random reference of the order's page (/order/{reference}): never the id. */
  reference: string;
  /** The status as the shop knows it: the page says what happens next. */
  status: OrderStatus;
  customer_city: string;
  /** The language the order was placed in: its page shows it in that language. */
  language: Lang;
  total_amount: number;
  delivery_fee: number;
  items: {
    name: string;
    size: string;
    quantity: number;
    price: number;
    /** The same as price, under the name every order line answers (offers.ts). */
    unit_price: number;
    offer: LineOffer;
    discount: number;
    /** Ordered as a pre-order, with the shipping date then promised (or null). */
    pre_order: boolean;
    expected_ship_date: string | null;
  }[];
}

/**
 * The order as its page (/order/{reference}) reads it: the receipt and, once the parcel left, its
 * carrier's name and tracking code (null when the carrier gave none). Nothing else of the parcel.
 */
export type PublicOrder = OrderReceipt & {
  shipment: { carrier: string; tracking_code: string | null } | null;
};

export interface OrderCreated {
  success: true;
  message: string;
  data: OrderReceipt;
}

/** The amounts of an order: goods and delivery (the cash to collect is their sum). */
export interface OrderTotals {
  total_amount: number;
  delivery_fee: number;
}

/**
 * 409 when the totals a checkout showed are not what the shop would charge now (a delivery fee or
 * a price changed while the page was open): nothing is ordered; the body has the totals of now.
 */
export interface TotalsChanged {
  success: false;
  message: string;
  code: 'totals_changed';
  totals: OrderTotals & { cash_to_collect: number };
}

/** The totals a 409 `totals_changed` names, or null (another error's body, or malformed). */
export function changedTotalsOf(body: unknown): TotalsChanged['totals'] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, totals } = body as { code?: unknown; totals?: Partial<TotalsChanged['totals']> | null };
  if (code !== 'totals_changed' || typeof totals !== 'object' || totals === null) return null;
  const { total_amount, delivery_fee, cash_to_collect } = totals;
  return typeof total_amount === 'number' &&
    typeof delivery_fee === 'number' &&
    typeof cash_to_collect === 'number'
    ? { total_amount, delivery_fee, cash_to_collect }
    : null;
}

export interface OrderRefused {
  success: false;
  message: string;
  invalid_items: InvalidItem[];
}

/**
 * The admin list's meta: counts per status and the revenues of the current search (status filter
 * ignored). The revenues are absent for a role without the `money.read` permission.
 */
export interface AdminOrdersMeta extends PageMeta {
  status_counts: Record<OrderStatus, number>;
  /** Expected revenue of the matching orders (money.ts expectedRevenue): the "Total Revenue" card. */
  revenue?: number;
  /** Collected revenue of the matching orders (money.ts collectedRevenue). */
  collected_revenue?: number;
}

export interface AdminOrdersPage {
  data: AdminOrder[];
  meta: AdminOrdersMeta;
}

/** One entry of an order's history: an order event, who made it (null: the shop itself) and when. */
export interface OrderHistoryEntry {
  id: number;
  kind: OrderEventType;
  at: string;
  who: { id: number; nom: string } | null;
  details: OrderEventPayload;
}

/** One order as staff read it (GET /api/sales/:id): lines, totals, status and history. */
export interface AdminOrderDetail {
  id: number;
  reference: string;
  status: OrderStatus;
  customer_name: string;
  customer_phone: string;
  customer_city: string;
  customer_address: string | null;
  language: Lang;
  items: {
    id: number;
    product_id: number | null;
    product_name: string;
    size: string;
    quantity: number;
    unit_price: number;
    line_total: number;
    offer: LineOffer;
    discount: number;
  }[];
  totals: { goods_total: number; delivery_fee: number; cash_to_collect: number };
  created_at: string;
  /** Where it came from: a copy of its guest session's when placed; null for orders taken by phone. */
  attribution: Attribution | null;
  /** The same as staff read it ("Meta · summer-drop"). */
  source_label: string | null;
  /** Scored when placed (risk.ts); null for an order placed before bands existed. */
  risk: OrderRisk | null;
  /** Oldest first. */
  history: OrderHistoryEntry[];
}
