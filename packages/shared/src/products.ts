import { z } from 'zod';
import { PageQuery, SearchText } from './api.js';
import { roundToCentime } from './money.js';
import { PRODUCT_STATUSES, SIZE_OPTIONS, type ProductStatus } from './stock.js';

export const PRODUCT_TYPES = ['hoodies', 'beanies', 't-shirts'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_SORTS = ['name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Shop lists show this many products a page. */
export const SHOP_PAGE_SIZE = 24;
/** Home rows show at most this many products per type. */
export const HOME_ROW_SIZE = 10;
export const RECOMMENDATION_SIZE = 4;

export interface ProductSizeView {
  size: string;
  /** Stock the admin entered; null when not counted (unlimited). */
  quantity: number | null;
  /** Units left to order; null when unlimited. */
  available: number | null;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  type: ProductType;
  color: string | null;
  price: number;
  prix_reduction: number | null;
  /** Storage key (see imageSources) or absolute URL; null when there is none. */
  image: string | null;
  status: ProductStatus;
  /** When a pre-order is expected to ship (`YYYY-MM-DD`), or null; shown while the status is pre_order. */
  expected_ship_date: string | null;
  /** The sizes the admin entered; empty means the default sizes, unlimited. */
  sizes: ProductSizeView[];
  /** Derived from the status alone (shop lists). */
  is_blocked: boolean;
  /** Derived from stock minus units in orders (home rows, recommendations). */
  is_out_of_stock: boolean;
  created_at: string;
}

/**
 * Sold out everywhere (cards, home rows, product page): the status says so, or every size the
 * admin entered has no unit left. Pre-order and coming-soon products are never sold out.
 */
export function isSoldOut(product: Pick<Product, 'status' | 'is_out_of_stock'>): boolean {
  return product.status === 'out_of_stock' || product.is_out_of_stock;
}

export interface HomeRows {
  hoodies: Product[];
  beanies: Product[];
}

export interface Recommendations {
  also_like: Product[];
  check_this_out: Product[];
  /** One complementary product for the cross-promotion block. */
  cross_promotion: Product | null;
}

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
  quantity: z.coerce.number().int().min(0, 'Quantity cannot be negative').max(100_000),
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
    type: z.enum(PRODUCT_TYPES, { error: 'Type is required' }),
    status: z.enum(PRODUCT_STATUSES, { error: 'Status is required' }),
    color: z.string().trim().max(40).optional(),
    expected_ship_date: z.preprocess(
      emptyToUndefined,
      z.iso.date({ error: 'Expected shipping date must be a date (YYYY-MM-DD)' }).optional(),
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
