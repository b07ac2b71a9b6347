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
