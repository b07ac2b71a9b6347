export interface Priced {
  price: number;
  prix_reduction: number | null;
}

/** A discount is shown only when a sale price is set and lower than the list price. */
export function hasDiscount({ price, prix_reduction }: Priced): boolean {
  return prix_reduction != null && prix_reduction > 0 && prix_reduction < price;
}

/** The price a shopper pays for one unit. */
export function effectivePrice(product: Priced): number {
  return hasDiscount(product) ? (product.prix_reduction as number) : product.price;
}
