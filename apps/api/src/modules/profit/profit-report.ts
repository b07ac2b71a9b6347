/**
 * PROFIT (docs/product.md, "Profit"): the orders placed in a range of shop days and the ad spend
 * of those days, grouped by day, platform, campaign, ad set, ad, product or city. Orders match a
 * spend row's campaign, ad set and ad when utm_campaign, utm_term and utm_content equal its id or
 * name (case-insensitive) on the same platform (utm_source, attribution.ts SOURCE_PLATFORMS); a
 * utm_source of no ad platform is 'other'. Each order's cash, costs and contribution follow
 * money.ts (apps/api/src/lib/money.ts for the SQL). By product and by city, a campaign's spend
 * is shared equally among its orders of the range (a product's share of an order by the line's
 * goods); spend of campaigns without such orders is a row of its own.
 */
import { Prisma } from '@vigor/db/client';
import {
  type AdSpendPlatform,
  costPer,
  daysBefore,
  daysBetween,
  deliveredRoas,
  fromCents,
  NO_CAMPAIGN,
  profit,
  type ProfitGrouping,
  type ProfitQuery,
  type ProfitReport,
  type ProfitRow,
  shareOf,
  shopDayEnd,
  shopDayStart,
  SOURCE_PLATFORMS,
  SPEND_WITHOUT_ORDERS,
  toCents,
} from '@vigor/shared';
import { DELIVERED_CASH, MISSING_COSTS, orderCostsSql } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';
import { lastConfirmations } from '../reports/index.ts';
import { profitConfig } from './profit-settings.ts';

/** The platform an order's utm_source names: meta, tiktok, other, or null without a source. */
function platformOf(source: Prisma.Sql) {
  const bySource = Object.entries(SOURCE_PLATFORMS).map(
    ([name, platform]) => Prisma.sql`WHEN ${name} THEN ${platform}`,
  );
  return Prisma.sql`CASE lower(trim(${source})) ${Prisma.join(bySource, ' ')}
    ELSE CASE WHEN nullif(trim(${source}), '') IS NOT NULL THEN 'other' END END`;
}

/** The keys of campaigns, ad sets and ads: platform|campaign id or name|ad set …|ad … (lower case). */
const SPEND_KEYS = Prisma.sql`
  spend_keys AS (
    SELECT c.*, c.adset_key || '|' || lower(coalesce(c.ad_id, c.ad, '')) AS ad_key FROM (
      SELECT b.*, b.campaign_key || '|' || lower(coalesce(b.adset_id, b.adset, '')) AS adset_key FROM (
        SELECT s.*, s.platform || '|' || lower(coalesce(s.campaign_id, s.campaign)) AS campaign_key
        FROM ad_spend s) b) c),
  -- Each distinct campaign, ad set and ad once (a few hundred), before their ids and names are
  -- lined up: sorting 20,000 spend rows twice per level cost more than the rest of the report.
  spend_names AS (
    SELECT DISTINCT platform, campaign_key, adset_key, ad_key, campaign_id, campaign, adset_id, adset, ad_id, ad
    FROM spend_keys),
  campaign_names AS (
    SELECT DISTINCT ON (platform, token) platform, token, campaign_key FROM (
      SELECT platform, lower(campaign_id) AS token, campaign_key, 0 AS by_name FROM spend_names WHERE campaign_id IS NOT NULL
      UNION ALL SELECT platform, lower(campaign), campaign_key, 1 FROM spend_names) t
    ORDER BY platform, token, by_name, campaign_key),
  adset_names AS (
    SELECT DISTINCT ON (campaign_key, token) campaign_key, token, adset_key FROM (
      SELECT campaign_key, lower(adset_id) AS token, adset_key, 0 AS by_name FROM spend_names WHERE adset_id IS NOT NULL
      UNION ALL SELECT campaign_key, lower(adset), adset_key, 1 FROM spend_names WHERE adset IS NOT NULL) t
    ORDER BY campaign_key, token, by_name, adset_key),
  ad_names AS (
    SELECT DISTINCT ON (adset_key, token) adset_key, token, ad_key FROM (
      SELECT adset_key, lower(ad_id) AS token, ad_key, 0 AS by_name FROM spend_names WHERE ad_id IS NOT NULL
      UNION ALL SELECT adset_key, lower(ad), ad_key, 1 FROM spend_names WHERE ad IS NOT NULL) t
    ORDER BY adset_key, token, by_name, ad_key)`;

/** Orders placed in the range with their day, matched keys and profit figures (`f`). */
function ordersSql({ from, to, by }: ProfitQuery, packaging: number) {
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => daysBefore(from, -i));
  const starts = days.map((day) => shopDayStart(day).toISOString());
  const end = shopDayEnd(to).toISOString();
  const inRange = (placed: Prisma.Sql) =>
    Prisma.sql`${placed} >= ${starts[0]}::timestamptz AND ${placed} < ${end}::timestamptz`;
  const deliveredInRange = Prisma.sql`SELECT id FROM orders WHERE status = 'delivered' AND ${inRange(Prisma.sql`created_at`)}`;
  // Only what the grouping reads: the day, ad sets and ads cost a pass over every order each.
  const day =
    by === 'day'
      ? Prisma.sql`(${days}::date[])[width_bucket(o.created_at, ${starts}::timestamptz[])]::text`
      : Prisma.sql`NULL::text`;
  const deep = by === 'adset' || by === 'ad';
  const adsets = deep
    ? Prisma.sql`LEFT JOIN adset_names an ON an.campaign_key = cn.campaign_key AND an.token = lower(trim(a.utm_term))
      LEFT JOIN ad_names dn ON dn.adset_key = an.adset_key AND dn.token = lower(trim(a.utm_content))`
    : Prisma.empty;
  return Prisma.sql`
  goods AS (
    SELECT i.order_id, sum(i.quantity * p.unit_cost) AS goods_cost, bool_or(p.unit_cost IS NULL) AS goods_missing
    FROM order_items i JOIN (${deliveredInRange}) d ON d.id = i.order_id LEFT JOIN products p ON p.id = i.product_id
    GROUP BY i.order_id),
  confirmers AS (${lastConfirmations(deliveredInRange)}),
  o AS (
    SELECT o.id, o.status::text AS status, o.customer_city AS city,
      ${day} AS day, pf.platform, cn.campaign_key,
      ${deep ? Prisma.sql`an.adset_key, dn.ad_key` : Prisma.sql`NULL::text AS adset_key, NULL::text AS ad_key`},
      ${DELIVERED_CASH} AS cash,
      c.delivery_fee AS carrier_delivery_fee, c.return_fee AS carrier_return_fee, c.cash_fee_percent,
      COALESCE(agent_rate.commission_per_delivered, 0) AS commission,
      g.goods_cost, g.goods_missing
    FROM orders o
    LEFT JOIN order_attributions a ON a.order_id = o.id
    CROSS JOIN LATERAL (SELECT ${platformOf(Prisma.sql`a.utm_source`)} AS platform) pf
    LEFT JOIN campaign_names cn ON cn.platform = pf.platform AND cn.token = lower(trim(a.utm_campaign))
    ${adsets}
    LEFT JOIN shipment_batches b ON b.id = o.shipment_batch_id
    LEFT JOIN carriers c ON c.id = b.carrier_id
    LEFT JOIN goods g ON g.order_id = o.id
    LEFT JOIN confirmers agent ON agent.order_id = o.id
    LEFT JOIN staff_users agent_rate ON agent_rate.id = agent.staff_user_id
    WHERE ${inRange(Prisma.sql`o.created_at`)}),
  f AS (SELECT f.*, ${orderCostsSql(packaging)} AS costs, ${MISSING_COSTS} AS missing FROM o f),
  spend AS (SELECT * FROM spend_keys WHERE day BETWEEN ${from}::date AND ${to}::date)`;
}

/**
 * Counts and sums over `f`. By product an order shows in each of its products' rows (`lines`):
 * counts are of distinct orders and money is scaled by the line's share of the order's goods.
 */
function figures(lines = false) {
  const orders = lines ? Prisma.sql`count(DISTINCT f.id)` : Prisma.sql`count(*)`;
  const weight = lines ? Prisma.sql`l.weight` : Prisma.sql`1`;
  const count = (where: Prisma.Sql) => Prisma.sql`(${orders} FILTER (WHERE ${where}))::int`;
  return Prisma.sql`
  ${orders}::int AS placed,
  ${count(Prisma.sql`f.status IN ('confirmed', 'shipped', 'delivered', 'refused', 'returned')`)} AS confirmed,
  ${count(Prisma.sql`f.status IN ('shipped', 'delivered', 'refused', 'returned')`)} AS shipped,
  ${count(Prisma.sql`f.status = 'delivered'`)} AS delivered,
  ${count(Prisma.sql`f.status IN ('refused', 'returned')`)} AS refused,
  ${count(Prisma.sql`f.status IN ('pending', 'contacted', 'confirmed', 'shipped')`)} AS in_flight,
  ${count(Prisma.sql`f.missing`)} AS missing_costs,
  COALESCE(round(sum(f.cash * ${weight}), 2), 0)::text AS cash,
  COALESCE(round(sum(f.costs * ${weight}), 2), 0)::text AS costs`;
}

interface FigureRow {
  placed: number;
  confirmed: number;
  shipped: number;
  delivered: number;
  refused: number;
  in_flight: number;
  missing_costs: number;
  cash: string;
  costs: string;
  spend: string;
}
/** A row of the grouping; the totals' row has a null key. */
type KeyedRow = FigureRow & { k: string | null; platform: AdSpendPlatform | null };

/** By day … ad: each order's key and each spend row's key, in the same form. */
const GROUP_KEYS: Record<
  Exclude<ProfitGrouping, 'product' | 'city'>,
  { order: Prisma.Sql; spend: Prisma.Sql }
> = {
  day: { order: Prisma.sql`f.day`, spend: Prisma.sql`day::text` },
  platform: { order: Prisma.sql`f.platform`, spend: Prisma.sql`platform` },
  campaign: { order: Prisma.sql`f.campaign_key`, spend: Prisma.sql`campaign_key` },
  adset: {
    order: Prisma.sql`COALESCE(f.adset_key, f.campaign_key || '|?')`,
    spend: Prisma.sql`adset_key`,
  },
  ad: {
    order: Prisma.sql`COALESCE(f.ad_key, f.adset_key || '|?', f.campaign_key || '|?|?')`,
    spend: Prisma.sql`ad_key`,
  },
};

function groupedSql(by: ProfitGrouping) {
  if (by === 'product' || by === 'city') {
    // A campaign's spend in the range shared equally by its orders placed in the range.
    const shared = Prisma.sql`
      campaign_spend AS (SELECT campaign_key, sum(spend_dh) AS spend FROM spend GROUP BY 1),
      campaign_orders AS (SELECT campaign_key, count(*) AS n FROM f WHERE campaign_key IS NOT NULL GROUP BY 1),
      fs AS (SELECT f.*, COALESCE(cs.spend / co.n, 0) AS spend_share FROM f
        LEFT JOIN campaign_orders co ON co.campaign_key = f.campaign_key
        LEFT JOIN campaign_spend cs ON cs.campaign_key = f.campaign_key),
      unshared AS (SELECT ${SPEND_WITHOUT_ORDERS}::text AS k, NULL::text AS platform,
        0 AS placed, 0 AS confirmed, 0 AS shipped, 0 AS delivered, 0 AS refused, 0 AS in_flight, 0 AS missing_costs,
        '0' AS cash, '0' AS costs, round(sum(cs.spend), 2)::text AS spend
        FROM campaign_spend cs WHERE NOT EXISTS (SELECT 1 FROM campaign_orders co WHERE co.campaign_key = cs.campaign_key)
        HAVING count(*) > 0)`;
    if (by === 'city') {
      return Prisma.sql`, ${shared}
        SELECT f.city AS k, NULL::text AS platform, ${figures()}, round(sum(f.spend_share), 2)::text AS spend
        FROM fs f GROUP BY f.city
        UNION ALL SELECT * FROM unshared`;
    }
    return Prisma.sql`, ${shared},
      lines AS (
        SELECT i.order_id, COALESCE(i.product_id::text, 'deleted:' || i.product_name) AS k,
          COALESCE((i.price * i.quantity) / NULLIF(sum(i.price * i.quantity) OVER (PARTITION BY i.order_id), 0),
            1.0 / count(*) OVER (PARTITION BY i.order_id)) AS weight
        FROM fs JOIN order_items i ON i.order_id = fs.id)
      SELECT l.k, NULL::text AS platform, ${figures(true)},
        round(sum(f.spend_share * l.weight), 2)::text AS spend
      FROM fs f JOIN lines l ON l.order_id = f.id GROUP BY l.k
      UNION ALL SELECT * FROM unshared`;
  }
  const keys = GROUP_KEYS[by];
  return Prisma.sql`,
    by_orders AS (SELECT COALESCE(${keys.order}, '') AS k, max(f.platform) AS platform, ${figures()} FROM f GROUP BY 1),
    by_spend AS (SELECT ${keys.spend} AS k, max(platform) AS platform, sum(spend_dh) AS spend FROM spend GROUP BY 1)
    SELECT COALESCE(o.k, s.k) AS k, COALESCE(o.platform, s.platform) AS platform,
      COALESCE(o.placed, 0) AS placed, COALESCE(o.confirmed, 0) AS confirmed, COALESCE(o.shipped, 0) AS shipped,
      COALESCE(o.delivered, 0) AS delivered, COALESCE(o.refused, 0) AS refused, COALESCE(o.in_flight, 0) AS in_flight,
      COALESCE(o.missing_costs, 0) AS missing_costs, COALESCE(o.cash, '0') AS cash, COALESCE(o.costs, '0') AS costs,
      COALESCE(round(s.spend, 2), 0)::text AS spend
    FROM by_orders o FULL JOIN by_spend s ON s.k = o.k`;
}

const amount = (text: string) => fromCents(toCents(text));

function toProfitRow(key: string, platform: AdSpendPlatform | null, row: FigureRow): ProfitRow {
  const spend = amount(row.spend);
  const cash = amount(row.cash);
  const costs = amount(row.costs);
  const contribution = fromCents(toCents(cash) - toCents(costs));
  return {
    key,
    platform,
    spend,
    placed: row.placed,
    confirmed: row.confirmed,
    shipped: row.shipped,
    delivered: row.delivered,
    refused: row.refused,
    in_flight: row.in_flight,
    cash_collected: cash,
    costs,
    contribution,
    profit: profit(contribution, spend),
    cost_per_placed: costPer(spend, row.placed),
    cost_per_delivered: costPer(spend, row.delivered),
    delivered_roas: deliveredRoas(cash, spend),
    confirmation_rate: shareOf(row.confirmed, row.placed),
    delivery_rate: shareOf(row.delivered, row.shipped),
    missing_costs: row.missing_costs,
  };
}

/** Readable names of the keys: campaign names (from spend rows), products, "no campaign". */
async function labels(by: ProfitGrouping, keys: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>([[SPEND_WITHOUT_ORDERS, SPEND_WITHOUT_ORDERS]]);
  if (by === 'product') {
    const ids = keys.filter((k) => /^\d+$/.test(k)).map(Number);
    const products = await prisma.product.findMany({
      where: { id: { in: ids } },
      select: { id: true, name: true },
    });
    for (const p of products) names.set(String(p.id), p.name);
    for (const k of keys)
      if (k.startsWith('deleted:')) names.set(k, `${k.slice('deleted:'.length)} (deleted)`);
    return names;
  }
  if (by === 'campaign' || by === 'adset' || by === 'ad') {
    const rows = await prisma.$queryRaw<
      {
        campaign_key: string;
        adset_key: string;
        ad_key: string;
        campaign: string;
        adset: string | null;
        ad: string | null;
      }[]
    >`WITH ${SPEND_KEYS} SELECT campaign_key, adset_key, ad_key, max(campaign) AS campaign, max(adset) AS adset, max(ad) AS ad
      FROM spend_keys GROUP BY 1, 2, 3`;
    for (const r of rows) {
      const adset = r.adset ?? '—';
      names.set(r.campaign_key, r.campaign);
      names.set(`${r.campaign_key}|?`, `${r.campaign} › no ad set`);
      names.set(`${r.campaign_key}|?|?`, `${r.campaign} › no ad set › no ad`);
      names.set(r.adset_key, `${r.campaign} › ${adset}`);
      names.set(`${r.adset_key}|?`, `${r.campaign} › ${adset} › no ad`);
      names.set(r.ad_key, `${r.campaign} › ${adset} › ${r.ad ?? '—'}`);
    }
  }
  return names;
}

/**
 * Products and carriers whose missing cost a figure of the range needed: the few without a cost,
 * each checked for one order of the range that needs it (indexes on items' product and orders'
 * batch), rather than every order of the range joined again.
 */
async function missingCosts(query: ProfitQuery) {
  const start = shopDayStart(query.from);
  const end = shopDayEnd(query.to);
  const placed = Prisma.sql`o.created_at >= ${start} AND o.created_at < ${end}`;
  const [products, carriers] = await Promise.all([
    prisma.$queryRaw<{ id: number; name: string }[]>`
      SELECT p.id, p.name FROM products p
      WHERE p.unit_cost IS NULL AND EXISTS (SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.product_id = p.id AND o.status = 'delivered' AND ${placed})
      ORDER BY p.name`,
    prisma.$queryRaw<{ id: number; name: string }[]>`
      SELECT c.id, c.name FROM carriers c
      WHERE (c.delivery_fee IS NULL OR c.return_fee IS NULL OR c.cash_fee_percent IS NULL)
        AND EXISTS (SELECT 1 FROM shipment_batches b JOIN orders o ON o.shipment_batch_id = b.id
          WHERE b.carrier_id = c.id AND ${placed}
            AND ((o.status = 'delivered' AND (c.delivery_fee IS NULL OR c.cash_fee_percent IS NULL))
              OR (o.status IN ('refused', 'returned') AND (c.delivery_fee IS NULL OR c.return_fee IS NULL))))
      ORDER BY c.name`,
  ]);
  return { products, carriers };
}

/** Rows by day run in date order; others by spend, then orders, "no campaign" last. */
function compareRows(by: ProfitGrouping) {
  return (a: ProfitRow, b: ProfitRow) => {
    if (by === 'day') return a.key.localeCompare(b.key);
    const last = (row: ProfitRow) => (row.key === NO_CAMPAIGN || row.key === SPEND_WITHOUT_ORDERS ? 1 : 0);
    return last(a) - last(b) || b.spend - a.spend || b.placed - a.placed || a.key.localeCompare(b.key);
  };
}

/**
 * The report in one statement: the rows of the grouping, then the totals as a row whose key is
 * null (the orders' CTEs are computed once for both).
 */
export function profitStatement(query: ProfitQuery, packagingCost: number) {
  return Prisma.sql`WITH ${SPEND_KEYS}, ${ordersSql(query, packagingCost)},
    totals AS (SELECT ${figures()}, (SELECT COALESCE(round(sum(spend_dh), 2), 0)::text FROM spend) AS spend FROM f)
    ${groupedSql(query.by)}
    UNION ALL SELECT NULL::text, NULL::text, totals.* FROM totals`;
}

/** Sorts and hashes of 100,000 orders fit in memory (PostgreSQL's default is 4 MB). */
const REPORT_WORK_MEM = '64MB';

export async function profitReport(query: ProfitQuery): Promise<ProfitReport> {
  const { packagingCost } = await profitConfig();
  const all = await prisma.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`);
    return tx.$queryRaw<KeyedRow[]>(profitStatement(query, packagingCost));
  });
  const totals = all.find((row) => row.k === null)!;
  // Only asked for when a figure lacks a cost: most reports need no second look.
  const missing = totals.missing_costs ? await missingCosts(query) : { products: [], carriers: [] };
  const grouped = all.flatMap((row) => (row.k === null ? [] : [{ ...row, k: row.k }]));
  const names = await labels(
    query.by,
    grouped.map((row) => row.k),
  );
  const rows = grouped
    // Orders without a campaign (or a source, by platform) have the empty key.
    .map((row) => toProfitRow(row.k === '' ? NO_CAMPAIGN : (names.get(row.k) ?? row.k), row.platform, row))
    .sort(compareRows(query.by));
  return {
    from: query.from,
    to: query.to,
    by: query.by,
    rows,
    totals: toProfitRow('total', null, totals),
    missing,
  };
}
