import type { Lang } from './languages.js';
import type { PageMeta } from './api.js';
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
}

/** The shopper's receipt: only what the shopper typed and bought. */
export interface OrderReceipt {
  id: number;
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
    /** Ordered as a pre-order, with the shipping date then promised (or null). */
    pre_order: boolean;
    expected_ship_date: string | null;
  }[];
}

export interface OrderCreated {
  success: true;
  message: string;
  data: OrderReceipt;
}

export interface OrderRefused {
  success: false;
  message: string;
  invalid_items: InvalidItem[];
}

/** The admin list's meta: counts per status and the revenues of the current search (status filter ignored). */
export interface AdminOrdersMeta extends PageMeta {
  status_counts: Record<OrderStatus, number>;
  /** Expected revenue of the matching orders (money.ts expectedRevenue): the "Total Revenue" card. */
  revenue: number;
  /** Collected revenue of the matching orders (money.ts collectedRevenue). */
  collected_revenue: number;
}

export interface AdminOrdersPage {
  data: AdminOrder[];
  meta: AdminOrdersMeta;
}
