import type { OrderStatus } from './order-lifecycle.js';

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

/**
 * The three figures of the shop's money, each defined here once (docs/product.md, "Money"); the
 * API's SQL sums them from these definitions (apps/api/src/lib/money-sql.ts).
 */

/** An order's amounts as JSON or the database give them; no delivery fee yet counts as none. */
export interface OrderAmounts {
  total_amount: number | string;
  delivery_fee: number | string | null;
}

/** Cash to collect: what the shopper pays and the courier collects, goods plus delivery fee. */
export function cashToCollect({ total_amount, delivery_fee }: OrderAmounts): number {
  return fromCents(toCents(total_amount) + toCents(delivery_fee ?? 0));
}

/** Orders whose goods are no longer expected: nobody will pay for them. */
export const NOT_EXPECTED_REVENUE = [
  'canceled',
  'refused',
  'returned',
] as const satisfies readonly OrderStatus[];

export function countsAsExpectedRevenue(status: OrderStatus): boolean {
  return !(NOT_EXPECTED_REVENUE as readonly OrderStatus[]).includes(status);
}

/**
 * Expected revenue: the goods (total_amount, delivery fee excluded) of the orders not canceled,
 * refused or returned. The dashboard's "Total Revenue" card shows it.
 */
export function expectedRevenue(
  orders: readonly { status: OrderStatus; total_amount: number | string }[],
): number {
  return sumAmounts(orders.filter((o) => countsAsExpectedRevenue(o.status)).map((o) => o.total_amount));
}

/** Collected revenue: the cash carrier payouts settled (each settled order's collected amount). */
export function collectedRevenue(
  orders: readonly { payout_id: number | null; cash_collected: number | string | null }[],
): number {
  return sumAmounts(
    orders.flatMap((o) => (o.payout_id != null && o.cash_collected != null ? [o.cash_collected] : [])),
  );
}
