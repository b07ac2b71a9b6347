/** Sizes a product offers when the admin entered none; their stock is not counted. */
export const DEFAULT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;

/**
 * The product's own spelling of `size` among the sizes it offers (those the admin entered, else
 * DEFAULT_SIZES), matched case-insensitively; undefined when it does not offer it.
 */
export function matchSize(entered: readonly string[], size: string): string | undefined {
  const offered = entered.length ? entered : DEFAULT_SIZES;
  const wanted = size.trim().toLowerCase();
  return offered.find((s) => s.toLowerCase() === wanted);
}

/** Sizes the admin product form offers. */
export const SIZE_OPTIONS = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'One Size'] as const;

export const PRODUCT_STATUSES = ['available', 'out_of_stock', 'pre_order', 'coming_soon'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export interface SizeStock {
  /** Stock the admin entered; null when not counted. */
  quantity: number | null;
  /** Units of this size held by orders that are not canceled or returned (RELEASED_STATUSES). */
  sold: number;
}

/** Units still available; null when unlimited. */
export function availableUnits({ quantity, sold }: SizeStock): number | null {
  return quantity == null ? null : Math.max(0, quantity - sold);
}

/**
 * Home rows and recommendations: sold out when the status is neither pre_order nor
 * coming_soon, the product has sizes, and no size has units left. No sizes: never sold out.
 */
export function isOutOfStockByStock(status: ProductStatus, sizes: readonly SizeStock[]): boolean {
  if (status === 'pre_order' || status === 'coming_soon') return false;
  if (sizes.length === 0) return false;
  return sizes.every((s) => s.quantity != null && s.quantity - s.sold <= 0);
}

/** Shop, hoodies and beanies lists: blocked is derived from the status alone. */
export function isBlockedByStatus(status: ProductStatus): boolean {
  return status === 'out_of_stock' || status === 'coming_soon';
}

/** Whether a product of this status may go into a cart or an order at all. */
export function canBeOrdered(status: ProductStatus): boolean {
  return !isBlockedByStatus(status);
}

/** pre_order products are ordered regardless of stock. */
export function ignoresStock(status: ProductStatus): boolean {
  return status === 'pre_order';
}
