import { Prisma } from '@vigor/db/client';
import { NOT_EXPECTED_REVENUE } from '@vigor/shared';

/** Prices are NUMERIC(10,2) in the database and plain numbers of dirhams in JSON. */
export function toNumber(value: Prisma.Decimal | number | string): number {
  return Number(value);
}

export function toNullableNumber(value: Prisma.Decimal | number | string | null): number | null {
  return value == null ? null : Number(value);
}

/*
 * The shop's three money figures in SQL, over an orders row aliased `o`, following their
 * definitions in packages/shared/src/money.ts (cashToCollect, expectedRevenue, collectedRevenue);
 * money.test.ts checks that both give the same sums. Sums come back as exact decimal text.
 */

/** One order's cash to collect: goods plus delivery fee. */
export const CASH_TO_COLLECT = Prisma.sql`(o.total_amount + o.delivery_fee)`;

/** The order counts towards expected revenue: not canceled, refused or returned. */
export const EXPECTED_REVENUE_ORDER = Prisma.sql`o.status::text NOT IN (${Prisma.join([...NOT_EXPECTED_REVENUE])})`;

/** A carrier payout settled the order. */
export const SETTLED_ORDER = Prisma.sql`o.payout_id IS NOT NULL`;

/** Expected revenue of the rows; `goods` is the order's total_amount, or one line's goods. */
export const expectedRevenueSum = (goods: Prisma.Sql = Prisma.sql`o.total_amount`) =>
  Prisma.sql`COALESCE(sum(${goods}) FILTER (WHERE ${EXPECTED_REVENUE_ORDER}), 0)::text`;

/** Collected revenue of the rows: the cash payouts settled (`collected`: the order's, or a line's share). */
export const collectedRevenueSum = (collected: Prisma.Sql = Prisma.sql`o.cash_collected`) =>
  Prisma.sql`COALESCE(sum(${collected}) FILTER (WHERE ${SETTLED_ORDER}), 0)::text`;

/*
 * One order's profit figures in SQL (packages/shared/src/money.ts orderContribution), over a row
 * `f` holding: status (text), cash (the delivered order's settled cash, else its cash to
 * collect), goods_cost and goods_missing (Σ quantity × unit cost, and a line without one),
 * carrier_delivery_fee, carrier_return_fee, cash_fee_percent (null: not typed), commission, and
 * the packaging cost given here. money.test.ts checks both give the same figures.
 */

/** A delivered order's cash: what a payout settled, else its cash to collect. */
export const DELIVERED_CASH = Prisma.sql`CASE WHEN o.status = 'delivered' THEN COALESCE(CASE WHEN o.payout_id IS NOT NULL THEN o.cash_collected END, ${CASH_TO_COLLECT}) ELSE 0 END`;

const DELIVERED = Prisma.sql`f.status = 'delivered'`;
const REFUSED_OR_RETURNED = Prisma.sql`f.status IN ('refused', 'returned')`;

export const orderCostsSql = (packaging: number) => Prisma.sql`CASE
  WHEN ${DELIVERED} THEN COALESCE(f.goods_cost, 0) + COALESCE(f.carrier_delivery_fee, 0)
    + round(f.cash * COALESCE(f.cash_fee_percent, 0) / 100, 2) + ${packaging}::numeric + f.commission
  WHEN ${REFUSED_OR_RETURNED} THEN COALESCE(f.carrier_delivery_fee, 0) + COALESCE(f.carrier_return_fee, 0) + ${packaging}::numeric
  ELSE 0 END`;

export const MISSING_COSTS = Prisma.sql`CASE
  WHEN ${DELIVERED} THEN COALESCE(f.goods_missing, false) OR f.carrier_delivery_fee IS NULL OR f.cash_fee_percent IS NULL
  WHEN ${REFUSED_OR_RETURNED} THEN f.carrier_delivery_fee IS NULL OR f.carrier_return_fee IS NULL
  ELSE false END`;
