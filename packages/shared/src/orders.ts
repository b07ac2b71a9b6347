import { z } from 'zod';
import { PageQuery, SearchText, type PageMeta } from './api.js';
import { MAX_LINE_QUANTITY } from './carts.js';
import { ORDER_STATUSES, type OrderStatus } from './order-lifecycle.js';
import { MoroccanPhone } from './phone.js';

export const ADMIN_SALES_PAGE_SIZE = 10;

export const CustomerFields = {
  customer_name: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(100),
  customer_phone: MoroccanPhone,
  customer_city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(60),
};

export const CreateOrderInput = z.strictObject({
  ...CustomerFields,
  cart_ids: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), {
      error: 'Please select at least one item to order.',
    })
    .min(1, 'Please select at least one item to order.')
    .max(50)
    .transform((ids) => [...new Set(ids)]),
});
export type CreateOrderInput = z.infer<typeof CreateOrderInput>;

export const QuickOrderInput = z.strictObject({
  ...CustomerFields,
  items: z
    .array(
      z.strictObject({
        product_id: z.coerce.number().int().positive().max(2_147_483_647),
        quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
        size: z.string().trim().min(1, 'Size is required').max(20),
        /** Ignored: prices come from the database. */
        price: z.unknown().optional(),
      }),
    )
    .min(1, 'Please select at least one item to order.')
    .max(20),
  original_cart_item_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type QuickOrderInput = z.infer<typeof QuickOrderInput>;

/** Header a checkout sends so that a retried submission returns the first order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IdempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/);

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

export const ListOrdersQuery = z.strictObject({
  q: SearchText,
  status: z.enum(ORDER_STATUSES).optional(),
  ...PageQuery,
});
export type ListOrdersQuery = z.infer<typeof ListOrdersQuery>;

export const UpdateOrderStatusInput = z.strictObject({ status: z.enum(ORDER_STATUSES) });
export type UpdateOrderStatusInput = z.infer<typeof UpdateOrderStatusInput>;

/** The admin list's meta: counts per status and revenue for the current search (status filter ignored). */
export interface AdminOrdersMeta extends PageMeta {
  status_counts: Record<OrderStatus, number>;
  /** Sum of total_amount (delivery fees excluded) of the matching orders that count as revenue. */
  revenue: number;
}

export interface AdminOrdersPage {
  data: AdminOrder[];
  meta: AdminOrdersMeta;
}
