/**
 * The store's money (docs/product.md, "Money"). Amounts travel as dirhams with two decimals: JSON
 * numbers such as 249.5, NUMERIC(10,2) columns. Every sum and product of amounts is computed here
 * in integer centimes, so that 0.1 + 0.2 never shows up in a total; nothing else in the code adds,
 * subtracts or multiplies amounts (eslint.config.js flags arithmetic on amount fields).
 */

/** A whole number of centimes (1 dh = 100 centimes). */
export type Cents = number;

/** An amount in dirhams (a number, or a database decimal as text) as whole centimes. */
export function toCents(dirhams: number | string): Cents {
  return Math.round(Number(dirhams) * 100);
}

export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** An amount kept as the database keeps it: rounded to the centime. */
export function roundToCentime(dirhams: number): number {
  return fromCents(toCents(dirhams));
}

/** The sum of amounts in dirhams. */
export function sumAmounts(amounts: readonly (number | string)[]): number {
  return fromCents(amounts.reduce<Cents>((sum, amount) => sum + toCents(amount), 0));
}

/** One line: unit price x quantity. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return fromCents(toCents(unitPrice) * quantity);
}

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

export function linesTotal(lines: readonly PricedLine[]): number {
  return fromCents(lines.reduce<Cents>((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0));
}

/** What the shopper pays and the courier collects: the items' total plus the delivery fee. */
export function amountToPay(total: number, deliveryFee: number): number {
  return fromCents(toCents(total) + toCents(deliveryFee));
}
