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

/** Money is added in whole centimes so that 0.1 + 0.2 never shows up in a total. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

export function linesTotal(lines: readonly PricedLine[]): number {
  return fromCents(lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0));
}
