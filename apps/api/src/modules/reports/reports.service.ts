import { Prisma } from '@vigor/db/client';
import {
  FIRST_CALL_DELAYS,
  daysBefore,
  daysBetween,
  type FirstCallDelay,
  fromCents,
  toCents,
  type Report,
  type ReportFigures,
  type ReportQuery,
  type ReportTimedFigures,
  shopDayEnd,
  shopDayStart,
} from '@vigor/shared';
import { CASH_TO_COLLECT, collectedRevenueSum, expectedRevenueSum, SETTLED_ORDER } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';

/** Statuses an order has once the desk confirmed it, whatever happened to the parcel since. */
const CONFIRMED = Prisma.sql`('confirmed', 'shipped', 'delivered', 'refused', 'returned')`;
const REFUSED = Prisma.sql`('refused', 'returned')`;

/** The counts and sums every report row holds; amounts as exact decimal text. */
interface FigureRow {
  orders: number;
  confirmed: number;
  canceled: number;
  delivered: number;
  refused: number;
  expected_revenue: string;
  collected_revenue: string;
  outstanding: string;
}

interface TimedRow extends FigureRow {
  median_first_call_seconds: number | null;
  p90_first_call_seconds: number | null;
  called: number;
  within_15: number;
  within_30: number;
}

/**
 * What a row brings in each money figure (apps/api/src/lib/money.ts): an order's goods, cash to
 * collect and collected cash; or, by product, one line's goods in all three.
 */
interface RowAmounts {
  goods: Prisma.Sql;
  cash: Prisma.Sql;
  collected: Prisma.Sql;
}
const ORDER_AMOUNTS: RowAmounts = {
  goods: Prisma.sql`o.total_amount`,
  cash: CASH_TO_COLLECT,
  collected: Prisma.sql`o.cash_collected`,
};
const LINE_GOODS = Prisma.sql`i.price * i.quantity`;
const LINE_AMOUNTS: RowAmounts = { goods: LINE_GOODS, cash: LINE_GOODS, collected: LINE_GOODS };

/** The aggregate columns over `o` (orders) counting each order once. */
function figureColumns({ goods, cash, collected }: RowAmounts) {
  return Prisma.sql`
    count(DISTINCT o.id)::int AS orders,
    count(DISTINCT o.id) FILTER (WHERE o.status::text IN ${CONFIRMED})::int AS confirmed,
    count(DISTINCT o.id) FILTER (WHERE o.status = 'canceled')::int AS canceled,
    count(DISTINCT o.id) FILTER (WHERE o.status = 'delivered')::int AS delivered,
    count(DISTINCT o.id) FILTER (WHERE o.status::text IN ${REFUSED})::int AS refused,
    ${expectedRevenueSum(goods)} AS expected_revenue,
    ${collectedRevenueSum(collected)} AS collected_revenue,
    COALESCE(sum(${cash}) FILTER (WHERE o.status = 'delivered' AND NOT ${SETTLED_ORDER}), 0)::text AS outstanding`;
}

const WAIT = Prisma.sql`extract(epoch FROM o.first_call - o.created_at)`;
const TIMED_COLUMNS = Prisma.sql`${figureColumns(ORDER_AMOUNTS)},
  (percentile_cont(0.5) WITHIN GROUP (ORDER BY ${WAIT}))::float8 AS median_first_call_seconds,
  (percentile_cont(0.9) WITHIN GROUP (ORDER BY ${WAIT}))::float8 AS p90_first_call_seconds,
  count(o.first_call)::int AS called,
  count(*) FILTER (WHERE ${WAIT} <= 15 * 60)::int AS within_15,
  count(*) FILTER (WHERE ${WAIT} <= 30 * 60)::int AS within_30`;
/** Each order's bucket of FIRST_CALL_DELAYS. */
const DELAY_BUCKET = Prisma.sql`CASE WHEN o.first_call IS NULL THEN 'not_called'
  WHEN ${WAIT} < 15 * 60 THEN 'under_15_min' WHEN ${WAIT} < 3600 THEN '15_to_60_min'
  WHEN ${WAIT} < 4 * 3600 THEN '1_to_4_h' ELSE 'later' END`;

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const amount = (text: string) => fromCents(toCents(text));

function toFigures(row: FigureRow): ReportFigures {
  const outcomes = row.delivered + row.refused;
  return {
    orders: row.orders,
    confirmed: row.confirmed,
    canceled: row.canceled,
    delivered: row.delivered,
    refused: row.refused,
    confirmation_rate: rate(row.confirmed, row.confirmed + row.canceled),
    delivery_rate: rate(row.delivered, outcomes),
    refusal_rate: rate(row.refused, outcomes),
    expected_revenue: amount(row.expected_revenue),
    collected_revenue: amount(row.collected_revenue),
    cash_outstanding: amount(row.outstanding),
  };
}

const minutes = (seconds: number | null) => (seconds == null ? null : Math.round(seconds / 60));

function toTimedFigures(row: TimedRow): ReportTimedFigures {
  return {
    ...toFigures(row),
    median_first_call_minutes: minutes(row.median_first_call_seconds),
    p90_first_call_minutes: minutes(row.p90_first_call_seconds),
    called: row.called,
    called_within_15_share: rate(row.within_15, row.called),
    called_within_30_share: rate(row.within_30, row.called),
  };
}

/**
 * The report of the orders placed in a range of the shop's days, computed in PostgreSQL: totals,
 * then by day (every day of the range, empty ones included), by city and by product and size.
 */
export async function getReport({ from, to }: ReportQuery): Promise<Report> {
  // Each day of the range and its first instant in shop time (packages/shared/src/shop-time.ts):
  // an order's day is the last one started by its creation; the range's two ends let the
  // created_at index serve the filter.
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => daysBefore(from, -i));
  const starts = days.map((day) => shopDayStart(day).toISOString());
  const ranged = Prisma.sql`
    WITH o AS (
      SELECT orders.*,
        (${days}::date[])[width_bucket(orders.created_at, ${starts}::timestamptz[])] AS day,
        first_call.created_at AS first_call, first_call.staff_user_id AS first_caller
      FROM orders
      LEFT JOIN LATERAL (SELECT e.created_at, e.staff_user_id FROM order_events e
        WHERE e.order_id = orders.id AND e.kind = 'call' ORDER BY e.created_at, e.id LIMIT 1) first_call ON true
      WHERE orders.created_at >= ${starts[0]}::timestamptz
        AND orders.created_at < ${shopDayEnd(to).toISOString()}::timestamptz)`;
  const [[totals], byDay, byCity, byProduct, byAgent, byDelay] = await Promise.all([
    prisma.$queryRaw<TimedRow[]>`${ranged} SELECT ${TIMED_COLUMNS} FROM o`,
    prisma.$queryRaw<(TimedRow & { day: string })[]>`${ranged}
      SELECT d.day::text AS day, ${TIMED_COLUMNS}
      FROM unnest(${days}::date[]) AS d(day)
      LEFT JOIN o ON o.day = d.day
      GROUP BY d.day ORDER BY d.day`,
    prisma.$queryRaw<(TimedRow & { city: string })[]>`${ranged}
      SELECT o.customer_city AS city, ${TIMED_COLUMNS}
      FROM o GROUP BY o.customer_city ORDER BY count(*) DESC, o.customer_city`,
    prisma.$queryRaw<
      (FigureRow & { product_id: number | null; product: string; size: string; units: number })[]
    >`${ranged}
      SELECT i.product_id, COALESCE(max(p.name), max(i.product_name)) AS product, i.size,
        sum(i.quantity)::int AS units, ${figureColumns(LINE_AMOUNTS)}
      FROM o JOIN order_items i ON i.order_id = o.id LEFT JOIN products p ON p.id = i.product_id
      GROUP BY i.product_id, i.size ORDER BY units DESC, product, i.size`,
    prisma.$queryRaw<(TimedRow & { agent: string })[]>`${ranged}
      SELECT COALESCE(s.nom, 'Deleted user') AS agent, ${TIMED_COLUMNS}
      FROM o LEFT JOIN staff_users s ON s.id = o.first_caller
      WHERE o.first_call IS NOT NULL GROUP BY o.first_caller, s.nom ORDER BY count(*) DESC, agent`,
    prisma.$queryRaw<(FigureRow & { delay: FirstCallDelay })[]>`${ranged}
      SELECT ${DELAY_BUCKET} AS delay, ${figureColumns(ORDER_AMOUNTS)} FROM o GROUP BY 1`,
  ]);
  const delays = new Map(byDelay.map((row) => [row.delay, row]));
  return {
    from,
    to,
    totals: toTimedFigures(totals!),
    by_day: byDay.map((row) => ({ day: row.day, ...toTimedFigures(row) })),
    by_city: byCity.map((row) => ({ city: row.city, ...toTimedFigures(row) })),
    by_product: byProduct.map((row) => ({
      product_id: row.product_id,
      product: row.product,
      size: row.size,
      units: row.units,
      ...toFigures(row),
    })),
    by_agent: byAgent.map((row) => ({ agent: row.agent, ...toTimedFigures(row) })),
    by_delay: FIRST_CALL_DELAYS.map((delay) => ({ delay, ...toFigures(delays.get(delay) ?? EMPTY_FIGURES) })),
  };
}

const EMPTY_FIGURES: FigureRow = {
  orders: 0,
  confirmed: 0,
  canceled: 0,
  delivered: 0,
  refused: 0,
  expected_revenue: '0',
  collected_revenue: '0',
  outstanding: '0',
};
