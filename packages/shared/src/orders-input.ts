import { z } from 'zod';
import { AdEventId } from './ads-input.js';
import { OptionalDayRange, PageQuery, SearchText, rangeInOrder } from './api-input.js';
import { LineQuantity } from './carts-input.js';
import { CorrectionReason } from './order-events-input.js';
import { ORDER_STATUSES } from './order-lifecycle.js';
import { MoroccanPhone } from './phone-input.js';
import { LANGS } from './languages.js';

/** The storefront language the order is placed in: the desk calls and writes in it. */
const OrderLanguage = z.enum(LANGS).default('en');

export const CustomerFields = {
  customer_name: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(100),
  customer_phone: MoroccanPhone,
  customer_city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(60),
};

/** The longest address a form takes (the checkout's field stops there). */
export const CUSTOMER_ADDRESS_MAX = 200;

/** Street and district, as the shopper types it or staff complete it on the call (may be empty). */
export const CustomerAddress = z
  .string()
  .trim()
  .max(CUSTOMER_ADDRESS_MAX, `The address is at most ${CUSTOMER_ADDRESS_MAX} characters`);

/** An amount of dirhams as a page shows it: at most two decimals. */
const ShownAmount = z.number().min(0).max(100_000_000).multipleOf(0.01);

/**
 * The totals the checkout showed the shopper: when given, the order is refused (409
 * `totals_changed`) unless the shop would charge exactly these (docs/product.md "Checkout").
 */
export const ExpectedTotals = z.strictObject({ total_amount: ShownAmount, delivery_fee: ShownAmount });

export const CreateOrderInput = z.strictObject({
  ...CustomerFields,
  /** Optional: staff complete it on the call (docs/product.md "Address"). */
  customer_address: CustomerAddress.optional(),
  language: OrderLanguage,
  cart_ids: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), {
      error: 'Please select at least one item to order.',
    })
    .min(1, 'Please select at least one item to order.')
    .max(50)
    .transform((ids) => [...new Set(ids)]),
  /** The id of the pixels' Lead for this order (docs/ads.md). */
  event_id: AdEventId.optional(),
  expected_totals: ExpectedTotals.optional(),
});
export type CreateOrderInput = z.infer<typeof CreateOrderInput>;

export const QuickOrderInput = z.strictObject({
  ...CustomerFields,
  customer_address: CustomerAddress.optional(),
  language: OrderLanguage,
  items: z
    .array(
      z.strictObject({
        product_id: z.coerce.number().int().positive().max(2_147_483_647),
        quantity: LineQuantity,
        size: z.string().trim().min(1, 'Size is required').max(20),
        /** Ignored: prices come from the database. */
        price: z.unknown().optional(),
      }),
    )
    .min(1, 'Please select at least one item to order.')
    .max(20),
  original_cart_item_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The id of the pixels' Lead for this order (docs/ads.md). */
  event_id: AdEventId.optional(),
  expected_totals: ExpectedTotals.optional(),
});
export type QuickOrderInput = z.infer<typeof QuickOrderInput>;

/** An order's page reference (the orders' `reference` default makes 22 URL-safe characters). */
export const ReferenceParam = z.strictObject({ reference: z.string().regex(/^[\w-]{22}$/) });

export const IdempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w-]+$/);

/**
 * GET /api/sales: `q` searches name, phone, city, items and the id (`#12` is order 12 alone),
 * accents and case aside; `from` and `to` are shop (Casablanca) days, both included, of the
 * order's placing.
 */
export const ListOrdersQuery = z
  .strictObject({
    q: SearchText,
    status: z.enum(ORDER_STATUSES).optional(),
    ...OptionalDayRange,
    ...PageQuery,
  })
  .refine(...rangeInOrder);
export type ListOrdersQuery = z.infer<typeof ListOrdersQuery>;

/**
 * The SALES dropdown's move. `reason` is required for a correction (a move off the workflow,
 * transitionVerdict in order-transitions.ts): the server answers 400 on `reason` without it.
 */
export const UpdateOrderStatusInput = z.strictObject({
  status: z.enum(ORDER_STATUSES),
  reason: CorrectionReason.optional(),
});
export type UpdateOrderStatusInput = z.infer<typeof UpdateOrderStatusInput>;

/** The most orders one bulk action of SALES sends at once (more than a page of the list). */
export const BULK_ORDERS_MAX = 100;

/** The orders a bulk action names: each once. */
export const BulkOrderIds = z
  .array(z.number().int().positive().max(2_147_483_647))
  .min(1, 'Select at least one order.')
  .max(BULK_ORDERS_MAX, `At most ${BULK_ORDERS_MAX} orders at once.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each order at most once.');

/** SALES' bulk status change: the dropdown's move (and reason) for each selected order. */
export const BulkStatusInput = z.strictObject({
  order_ids: BulkOrderIds,
  ...UpdateOrderStatusInput.shape,
});
export type BulkStatusInput = z.infer<typeof BulkStatusInput>;
