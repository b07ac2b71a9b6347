import { effectivePrice, priceWithOffers, type OfferedLine, type Product } from '@vigor/shared';

/** What pricing reads of a product: its prices and offers (an add-on's product has no offers of its own here). */
type PricedProduct = Pick<Product, 'price' | 'prix_reduction' | 'offers'>;

/** A line of a cart or a quick order, with its product as the API gave it (with its offers). */
export interface LineWithProduct {
  product_id: number;
  size: string;
  quantity: number;
  product: PricedProduct;
}

/**
 * The lines priced with their products' offers by the shop's one rule (packages/shared offers.ts):
 * the server prices the order the same way and refuses it (409 totals_changed) if they differ.
 */
export function pricedLines(lines: readonly LineWithProduct[]): OfferedLine[] {
  const offers = new Map(lines.map((l) => [l.product_id, l.product.offers]));
  return priceWithOffers(
    lines.map((l) => ({
      product_id: l.product_id,
      size: l.size,
      quantity: l.quantity,
      unit_price: effectivePrice(l.product),
    })),
    (id) => offers.get(id),
  );
}
