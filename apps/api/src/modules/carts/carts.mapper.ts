import type { Prisma } from '@vigor/db/client';
import type { CartItem, Product } from '@vigor/shared';
import { effectivePrice, ignoresStock } from '@vigor/shared';
import { productSelect, toProduct } from '../products/index.ts';

export const cartLineSelect = {
  id: true,
  product_id: true,
  size: true,
  quantity: true,
  print_placement: true,
  product: { select: productSelect },
} satisfies Prisma.CartItemSelect;

export type CartLineRow = Prisma.CartItemGetPayload<{ select: typeof cartLineSelect }>;

/**
 * Units of `size` a shopper can still order: null when not counted (pre-order, no sizes entered,
 * or a size whose stock is not counted), 0 for a size the product no longer offers.
 */
export function availableForSize(product: Product, size: string): number | null {
  if (ignoresStock(product.status) || product.sizes.length === 0) return null;
  const entry = product.sizes.find((s) => s.size === size);
  return entry ? entry.available : 0;
}

/** The line as the shopper sees it, priced from the database. */
export function toCartLine(row: {
  id: number;
  product_id: number;
  size: string;
  quantity: number;
  product: CartLineRow['product'];
}) {
  return withProduct(toProduct(row.product), row);
}

/** A line of `product` (already read and mapped) as the shopper sees it. */
export function withProduct(
  product: Product,
  row: { id: number; product_id: number; size: string; quantity: number },
) {
  return {
    id: row.id,
    product_id: row.product_id,
    product,
    size: row.size,
    quantity: row.quantity,
    price: effectivePrice(product),
    available_quantity: availableForSize(product, row.size),
  };
}

export function toCartItem(row: CartLineRow): CartItem {
  return { ...toCartLine(row), print_placement: row.print_placement };
}
