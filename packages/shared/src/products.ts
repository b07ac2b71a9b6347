import type { Lang } from './languages.js';
import type { ProductOffersView } from './offers.js';
import type { ProductStatus } from './stock.js';

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
  /**
   * Units that orders hold beyond the stock entered, present only when an admin set the stock
   * below them (docs/product.md, "Stock"): the shop owes them to customers.
   */
  short?: number;
}

/** A size whose new stock is below the units orders already hold for it. */
export interface StockShortfall {
  size: string;
  quantity: number;
  held: number;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  /** The name and description in French and Arabic, when the admin gave them (else the above). */
  name_fr: string | null;
  name_ar: string | null;
  description_fr: string | null;
  description_ar: string | null;
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
  /** The product's offers (offers.ts): in the one-product answer only, not in lists. */
  offers?: ProductOffersView;
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

/** A product's name in a storefront language: its own French or Arabic name, else the default. */
export function productName(product: Pick<Product, 'name' | 'name_fr' | 'name_ar'>, lang: Lang): string {
  const localized = lang === 'fr' ? product.name_fr : lang === 'ar' ? product.name_ar : null;
  return localized?.trim() ? localized : product.name;
}

/** A product's description in a storefront language, else the default one. */
export function productDescription(
  product: Pick<Product, 'description' | 'description_fr' | 'description_ar'>,
  lang: Lang,
): string {
  const localized = lang === 'fr' ? product.description_fr : lang === 'ar' ? product.description_ar : null;
  return localized?.trim() ? localized : product.description;
}
