import { z } from 'zod';
import { calendarDay, decimalInteger, PageQuery, SearchText } from './api-input.js';
import { roundToCentime } from './money.js';
import { OptionalCost } from './profit-input.js';
import { PRODUCT_SORTS, PRODUCT_TYPES } from './products.js';
import { PRODUCT_STATUSES, SIZE_OPTIONS } from './stock.js';

export const ListProductsQuery = z.strictObject({
  type: z.enum(PRODUCT_TYPES).optional(),
  sort: z.enum(PRODUCT_SORTS).default('name-asc'),
  q: SearchText,
  ...PageQuery,
});
export type ListProductsQuery = z.infer<typeof ListProductsQuery>;

export const ProductStatusInput = z.strictObject({ status: z.enum(PRODUCT_STATUSES) });

export const ProductSizeInput = z.strictObject({
  size: z.enum(SIZE_OPTIONS, { error: 'Size is required' }),
  quantity: decimalInteger(z.number().int().min(0, 'Quantity cannot be negative').max(100_000)),
});

const moneyMessage = 'Valid price is required';
const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);

/**
 * The admin product form, as fields of a multipart body (every value arrives as text) or as
 * JSON. The same rules and messages as the form in the browser.
 */
export const ProductFormInput = z
  .strictObject({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
    description: z.string().trim().max(5000).default(''),
    name_fr: z.string().trim().max(120).optional(),
    name_ar: z.string().trim().max(120).optional(),
    description_fr: z.string().trim().max(5000).optional(),
    description_ar: z.string().trim().max(5000).optional(),
    price: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: moneyMessage })
        .transform(roundToCentime)
        .refine((n) => Number.isFinite(n) && n > 0, moneyMessage)
        .refine((n) => n <= 1_000_000, 'Price is too high'),
    ),
    prix_reduction: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'Discount price must be greater than 0' })
        .transform(roundToCentime)
        .refine((n) => Number.isFinite(n) && n > 0, 'Discount price must be greater than 0')
        .optional(),
    ),
    /** What one unit costs the shop (dh); empty: unknown. Left out (older forms): kept. */
    unit_cost: OptionalCost,
    type: z.enum(PRODUCT_TYPES, { error: 'Type is required' }),
    status: z.enum(PRODUCT_STATUSES, { error: 'Status is required' }),
    color: z.string().trim().max(40).optional(),
    expected_ship_date: z.preprocess(
      emptyToUndefined,
      calendarDay('Expected shipping date must be a date (YYYY-MM-DD)').optional(),
    ),
    sizes: z.preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        try {
          return JSON.parse(v) as unknown;
        } catch {
          return v;
        }
      },
      z
        .array(ProductSizeInput, { error: 'Sizes must be a list' })
        .min(1, 'At least one size is required')
        .max(SIZE_OPTIONS.length)
        .refine((list) => new Set(list.map((s) => s.size)).size === list.length, 'Each size may appear once'),
    ),
    /**
     * The admin confirmed setting a size's stock below the units orders hold (the form asks
     * after the API answered 409 with the shortfall); a multipart field arrives as "true".
     */
    allow_shortfall: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
    /** Laravel-style method override sent by the update form; only PUT is meaningful. */
    _method: z.literal('PUT').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.prix_reduction != null && value.prix_reduction >= value.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['prix_reduction'],
        message: 'Discount price must be less than original price',
      });
    }
  });
export type ProductFormInput = z.infer<typeof ProductFormInput>;
