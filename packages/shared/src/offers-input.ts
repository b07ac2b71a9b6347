import { z } from 'zod';
import { roundToCentime } from './money.js';
import { DEFAULT_ORDER_LIMITS } from './order-limits.js';

/** Most tiers and add-ons a product may have: a short list the shopper reads at a glance. */
export const MAX_TIERS = 4;
export const MAX_ADDONS = 3;

const amount = (message: string) =>
  z
    .number({ error: message })
    .transform(roundToCentime)
    .refine((n) => n > 0 && n <= 1_000_000, message);

const TierInput = z.strictObject({
  // A tier of one unit would be a price change; one past the order's unit limit is never reached.
  min_qty: z
    .number()
    .int()
    .min(2, 'A tier starts at 2 units or more.')
    .max(
      DEFAULT_ORDER_LIMITS.units_per_order,
      `A tier starts at ${DEFAULT_ORDER_LIMITS.units_per_order} units at most.`,
    ),
  percent_off: z
    .number()
    .int('Whole percents only.')
    .min(1, 'Between 1 and 90 %.')
    .max(90, 'Between 1 and 90 %.')
    .optional(),
  amount_off: amount('An amount off greater than 0.').optional(),
});

/**
 * PUT /api/products/:id/offers (docs/api.md). What needs the database (an add-on of the product
 * itself, an offer price at or above the add-on's price) is checked by the API.
 */
export const ProductOffersInput = z
  .strictObject({
    tiers: z.array(TierInput).max(MAX_TIERS, `At most ${MAX_TIERS} tiers.`),
    addons: z
      .array(
        z.strictObject({
          product_id: z.number().int().positive(),
          offer_price: amount('Valid offer price is required.'),
        }),
      )
      .max(MAX_ADDONS, `At most ${MAX_ADDONS} add-ons.`),
  })
  .superRefine(({ tiers, addons }, ctx) => {
    tiers.forEach((tier, i) => {
      if ((tier.percent_off === undefined) === (tier.amount_off === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i, 'percent_off'],
          message: 'Give a percent or an amount off, one of them.',
        });
      }
      // Tiers climb: each starts above the one before (an equal start overlaps it).
      if (i > 0 && tier.min_qty <= tiers[i - 1]!.min_qty) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i, 'min_qty'],
          message: 'Each tier starts at more units than the one before.',
        });
      }
    });
    addons.forEach((addon, i) => {
      if (addons.findIndex((a) => a.product_id === addon.product_id) !== i) {
        ctx.addIssue({
          code: 'custom',
          path: ['addons', i, 'product_id'],
          message: 'This product is already an add-on.',
        });
      }
    });
  });
export type ProductOffersInput = z.infer<typeof ProductOffersInput>;

export const UPSELL_KINDS = ['tier', 'addon'] as const;

/** POST /api/confirmation/orders/:id/upsell: one offer the order could take, added on the call. */
export const UpsellInput = z.strictObject({
  kind: z.enum(UPSELL_KINDS),
  product_id: z.number().int().positive(),
  size: z.string().trim().min(1).max(20),
});
export type UpsellInput = z.infer<typeof UpsellInput>;
