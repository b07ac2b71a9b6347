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

/**
 * Profit truth (decisions.md, "Attribution and profit"; docs/product.md, "Profit"), defined here
 * once; the profit report's SQL follows these definitions (apps/api/src/lib/money.ts).
 */

/** Where an order stands for profit: decided (delivered, refused or returned, canceled) or not yet. */
export type OrderOutcome = 'delivered' | 'refused' | 'canceled' | 'in_flight';

export function orderOutcome(status: OrderStatus): OrderOutcome {
  if (status === 'delivered' || status === 'canceled') return status;
  if (status === 'refused' || status === 'returned') return 'refused';
  return 'in_flight';
}

/** What one order brings and costs; a cost nobody typed yet is null. */
export interface OrderProfitFacts {
  status: OrderStatus;
  /** The cash a payout settled, or null while none did (the cash to collect counts then). */
  settled_cash: number | string | null;
  total_amount: number | string;
  delivery_fee: number | string | null;
  /** Σ quantity × unit cost of the order's lines; null when a line's product has no unit cost. */
  goods_cost: number | string | null;
  carrier: {
    delivery_fee: number | string | null;
    return_fee: number | string | null;
    cash_fee_percent: number | string | null;
  } | null;
  packaging_cost: number | string;
  /** The commission of the agent who confirmed the order (0 when nobody did). */
  commission: number | string;
}

export interface OrderContribution {
  /** The cash a delivered order brings: settled by a payout, else its cash to collect. */
  cash: number;
  costs: number;
  /** cash − costs; in-flight orders have none. */
  contribution: number;
  /** A cost it needs was not typed: it counts as 0 here. */
  missing_costs: boolean;
}

/**
 * The cash a delivered order brings: what a payout settled (`cash_collected` once `payout_id` is
 * set), else its cash to collect. PROFIT counts it, and a Purchase reported at delivery sends it.
 */
export function deliveredCash(order: OrderAmounts & { settled_cash: number | string | null }): number {
  return order.settled_cash != null ? roundToCentime(Number(order.settled_cash)) : cashToCollect(order);
}

/** The carrier's cash-collection fee on `cashCents`, rounded to the centime. */
export function cashFee(cashCents: Cents, percent: number | string | null): Cents {
  return Math.round((cashCents * toCents(percent ?? 0)) / 10_000);
}

/**
 * One order's contribution: delivered = cash − unit costs − carrier delivery fee − cash fee −
 * packaging − the confirming agent's commission; refused or returned = − delivery fee − return
 * fee − packaging (the goods come back to stock); canceled = 0; in flight: null (never in profit).
 */
export function orderContribution(order: OrderProfitFacts): OrderContribution | null {
  const outcome = orderOutcome(order.status);
  if (outcome === 'in_flight') return null;
  if (outcome === 'canceled') return { cash: 0, costs: 0, contribution: 0, missing_costs: false };
  const carrier = order.carrier;
  const packaging = toCents(order.packaging_cost);
  const deliveryFee = toCents(carrier?.delivery_fee ?? 0);
  if (outcome === 'refused') {
    const costs = deliveryFee + toCents(carrier?.return_fee ?? 0) + packaging;
    return {
      cash: 0,
      costs: fromCents(costs),
      contribution: fromCents(-costs),
      missing_costs: carrier?.delivery_fee == null || carrier.return_fee == null,
    };
  }
  const cash = toCents(deliveredCash(order));
  const costs =
    toCents(order.goods_cost ?? 0) +
    deliveryFee +
    cashFee(cash, carrier?.cash_fee_percent ?? null) +
    packaging +
    toCents(order.commission);
  return {
    cash: fromCents(cash),
    costs: fromCents(costs),
    contribution: fromCents(cash - costs),
    missing_costs:
      order.goods_cost == null || carrier?.delivery_fee == null || carrier.cash_fee_percent == null,
  };
}

/** Profit of a group of orders: their contributions − the group's ad spend. */
export function profit(contribution: number, spend: number): number {
  return fromCents(toCents(contribution) - toCents(spend));
}

/** spend ÷ orders (cost per placed or per delivered order); null without orders. */
export function costPer(spend: number, orders: number): number | null {
  return orders > 0 ? roundToCentime(spend / orders) : null;
}

/** Delivered ROAS: cash collected ÷ spend; null without spend. */
export function deliveredRoas(cashCollected: number, spend: number): number | null {
  return toCents(spend) > 0 ? toCents(cashCollected) / toCents(spend) : null;
}

/** A share (confirmed ÷ placed, delivered ÷ shipped); null when nothing to divide by. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
