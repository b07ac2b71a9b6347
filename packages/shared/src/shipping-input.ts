import { z } from 'zod';
import { calendarDay } from './api-input.js';
import { roundToCentime } from './money.js';
import { OptionalCost } from './profit-input.js';
import { DELIVERY_OUTCOMES } from './order-lifecycle.js';

const OrderId = z.coerce.number().int().positive().max(2_147_483_647);

export const MarkOutcomesInput = z.strictObject({
  outcome: z.enum(DELIVERY_OUTCOMES),
  order_ids: z.array(OrderId).min(1, 'Scan or type at least one order id.').max(500),
});
export type MarkOutcomesInput = z.infer<typeof MarkOutcomesInput>;

export const CarrierName = z.string().trim().min(1, 'Carrier name is required').max(60);

export const CreateCarrierInput = z.strictObject({ name: CarrierName });
export type CreateCarrierInput = z.infer<typeof CreateCarrierInput>;

export const UpdateCarrierInput = z.strictObject({
  name: CarrierName.optional(),
  active: z.boolean().optional(),
  /** What the carrier charges (docs/product.md, "Profit"); empty or null: not typed. */
  delivery_fee: OptionalCost,
  return_fee: OptionalCost,
  cash_fee_percent: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number({ error: 'A percentage from 0 to 100.' })
      .min(0, 'A percentage from 0 to 100.')
      .max(100, 'A percentage from 0 to 100.')
      .transform(roundToCentime)
      .nullable()
      .optional(),
  ),
});
export type UpdateCarrierInput = z.infer<typeof UpdateCarrierInput>;

/**
 * Confirmed orders handed to one carrier, each with the carrier's tracking number if known and,
 * for an integrated carrier, whether its customer may open the parcel before paying (omitted: the
 * carrier's setting).
 */
export const ShipBatchInput = z.strictObject({
  carrier_id: OrderId,
  orders: z
    .array(
      z.strictObject({
        id: OrderId,
        tracking_number: z
          .string()
          .trim()
          .max(60)
          .optional()
          .transform((t) => t || null),
        open_before_paying: z.boolean().optional(),
      }),
    )
    .min(1, 'Select at least one confirmed order.')
    .max(300)
    .refine((orders) => new Set(orders.map((o) => o.id)).size === orders.length, 'An order is listed twice.'),
});
export type ShipBatchInput = z.infer<typeof ShipBatchInput>;

const Amount = z.coerce.number().min(0).max(99_999_999).multipleOf(0.01, 'At most two decimals.');

/**
 * A carrier's payout. `orders` are the lines of the carrier's statement: an order id, and the
 * amount it says it collected when given (otherwise the order's cash to collect).
 */
export const RecordPayoutInput = z.strictObject({
  carrier_id: OrderId,
  paid_on: calendarDay(),
  amount_received: Amount,
  fees: Amount,
  orders: z
    .array(z.strictObject({ id: OrderId, amount: Amount.nullable() }))
    .min(1, 'Paste or scan the orders the payout covers.')
    .max(1000),
});
export type RecordPayoutInput = z.infer<typeof RecordPayoutInput>;

export const VoidPayoutInput = z.strictObject({
  reason: z.string().trim().min(1, 'Say why the payout is voided.').max(300),
});
export type VoidPayoutInput = z.infer<typeof VoidPayoutInput>;
