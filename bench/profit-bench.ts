/**
 * PROFIT under load (docs/performance.md): GET /api/admin/reports/profit over 100,000 orders and
 * 20,000 ad spend rows, seeded here in SQL on top of the catalog: orders over 90 days in every
 * status, 70 % of them with an ad platform's utm fields, unit costs (10 % of products unknown),
 * two carriers with fees, shipment batches, a payout, the agent confirmations of the delivered
 * orders, and 240 ads' daily spend. Requests go one after the other to a one-worker store, with an
 * admin's token signed with the store's own secret; the figure is their p95.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { BenchDatabase } from './database.ts';
import { log } from './log.ts';
import type { Running } from './processes.ts';

export const PROFIT_ORDERS = 100_000;
export const PROFIT_SPEND_ROWS = 20_000;
const DAYS = 90;
const ROUNDS = 20;
const GROUPINGS = ['campaign', 'day', 'ad', 'product', 'city'] as const;

export interface ProfitBench {
  orders: number;
  spend_rows: number;
  requests: number;
  /** Answers other than 200 (e.g. 503 once a query passes DATABASE_QUERY_TIMEOUT_MS). */
  non_2xx: number;
  p50_ms: number;
  p95_ms: number;
  by: Record<string, { p50_ms: number; p95_ms: number }>;
}

/** Campaign c (0..39): 20 on Meta, 12 on TikTok, 8 elsewhere; 3 ad sets of 2 ads each. */
const PLATFORM_OF_CAMPAIGN = `CASE WHEN c < 20 THEN 'meta' WHEN c < 32 THEN 'tiktok' ELSE 'other' END`;

export const profitSeedSql = (today: string) => `
UPDATE products SET unit_cost = round(price * 0.35, 2) WHERE id % 10 <> 0;
INSERT INTO carriers (name, delivery_fee, return_fee, cash_fee_percent)
VALUES ('Bench Post', 25, 15, 2), ('Bench Express', 30, 20, NULL);
INSERT INTO shipment_batches (carrier_id) SELECT (SELECT min(id) FROM carriers) + i % 2 FROM generate_series(0, 199) AS i;
INSERT INTO staff_users (nom, password_hash, role, commission_per_delivered, updated_at)
VALUES ('bench-agent', '-', 'agent', 10, now()), ('bench-admin', '-', 'admin', 0, now());
INSERT INTO carrier_payouts (carrier_id, paid_on, amount_received, fees)
SELECT min(id), '${today}', 0, 0 FROM carriers;

CREATE TEMP TABLE bench_orders AS
SELECT n::int AS n, (ARRAY['delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered',
  'delivered','refused','refused','refused','returned','canceled','canceled','pending','contacted','confirmed',
  'shipped','shipped'])[1 + n % 20]::order_status AS status
FROM generate_series(1, ${PROFIT_ORDERS} - (SELECT count(*) FROM orders)) AS n;

INSERT INTO orders (customer_name, customer_phone, customer_city, total_amount, delivery_fee, status,
  created_at, updated_at, shipment_batch_id, payout_id, cash_collected)
SELECT 'Bench ' || n, '+2126' || lpad(n::text, 8, '0'),
  (ARRAY['Casablanca','Rabat','Marrakech','Fes','Tanger','Agadir','Meknes','Oujda','Kenitra','Tetouan','Safi','El Jadida'])[1 + n % 12],
  0, 30, status, '${today}'::date - make_interval(days => n % ${DAYS}) + make_interval(mins => n % 1440), now(),
  CASE WHEN status IN ('shipped','delivered','refused','returned') THEN (SELECT min(id) FROM shipment_batches) + n % 200 END,
  CASE WHEN status = 'delivered' AND n % 3 = 0 THEN (SELECT min(id) FROM carrier_payouts) END,
  NULL
FROM bench_orders;

INSERT INTO order_items (order_id, product_id, product_name, size, quantity, price, original_price)
SELECT o.id, p.id, p.name, 'M', 1 + o.id % 2, p.price, p.price
FROM orders o JOIN products p ON p.id = 1 + (o.id * 7) % (SELECT count(*) FROM products)
WHERE o.customer_name LIKE 'Bench %';
UPDATE orders o SET total_amount = i.total,
  cash_collected = CASE WHEN o.payout_id IS NOT NULL THEN i.total + o.delivery_fee - 5 END
FROM (SELECT order_id, sum(price * quantity) AS total FROM order_items GROUP BY 1) i
WHERE i.order_id = o.id AND o.customer_name LIKE 'Bench %';

INSERT INTO order_attributions (order_id, utm_source, utm_campaign, utm_term, utm_content)
SELECT o.id, s.source, s.c::text || '00', s.c::text || '00' || (o.id % 3), s.c::text || '00' || (o.id % 3) || (o.id % 2)
FROM orders o
CROSS JOIN LATERAL (SELECT CASE WHEN o.id % 10 < 4 THEN 'facebook' WHEN o.id % 10 < 6 THEN 'tiktok' ELSE 'google' END AS source,
  CASE WHEN o.id % 10 < 4 THEN o.id % 20 WHEN o.id % 10 < 6 THEN 20 + o.id % 12 ELSE 32 + o.id % 8 END AS c) s
WHERE o.id % 10 < 7;

INSERT INTO order_events (order_id, staff_user_id, kind, details, created_at)
SELECT o.id, (SELECT id FROM staff_users WHERE nom = 'bench-agent'), 'status',
  '{"type":"status","from":"contacted","to":"confirmed"}', o.created_at + interval '10 minutes'
FROM orders o WHERE o.status IN ('delivered', 'refused', 'returned', 'shipped', 'confirmed');

INSERT INTO ad_spend (day, platform, campaign, campaign_id, adset, adset_id, ad, ad_id, spend, currency, spend_dh, source)
SELECT '${today}'::date - d, ${PLATFORM_OF_CAMPAIGN}, 'Campaign ' || c, c::text || '00',
  'Ad set ' || c || '-' || a, c::text || '00' || a, 'Ad ' || c || '-' || a || '-' || v, c::text || '00' || a || v,
  10 + (c * 7 + d) % 90, 'MAD', 10 + (c * 7 + d) % 90, 'api'
FROM generate_series(0, ${DAYS} - 1) AS d, generate_series(0, 39) AS c, generate_series(0, 2) AS a, generate_series(0, 1) AS v
LIMIT ${PROFIT_SPEND_ROWS};
ANALYZE;`;

/** Today in the shop's time zone, and a day some days before (YYYY-MM-DD). */
const shopDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** An HS256 JWT as the API signs staff tokens (apps/api/src/lib/tokens.ts), with its secret. */
function staffToken(userId: number, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ role: 'admin', ver: 0, sub: String(userId), jti: randomUUID(), iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function profitBench(
  db: BenchDatabase,
  store: Running,
  jwtSecret: string,
): Promise<ProfitBench> {
  const today = shopDay();
  await db.query(profitSeedSql(today));
  const [counts] = await db.query<{ orders: number; spend: number; admin: number }>(
    `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM ad_spend) AS spend,
      (SELECT id FROM staff_users WHERE nom = 'bench-admin') AS admin`,
  );
  const headers = { authorization: `Bearer ${staffToken(counts!.admin, jwtSecret)}` };
  const query = (by: string) =>
    `${store.url}/api/admin/reports/profit?from=${daysBefore(today, DAYS - 1)}&to=${today}&by=${by}`;
  let failed = 0;
  // Warm-up: the first answers pay for plans and caches.
  for (const by of GROUPINGS) await (await fetch(query(by), { headers })).arrayBuffer();
  const times: Record<string, number[]> = {};
  for (let r = 0; r < ROUNDS; r++) {
    for (const by of GROUPINGS) {
      const start = performance.now();
      const response = await fetch(query(by), { headers });
      await response.arrayBuffer();
      if (!response.ok) failed++;
      (times[by] ??= []).push(performance.now() - start);
    }
  }
  const all = Object.values(times)
    .flat()
    .sort((a, b) => a - b);
  const result: ProfitBench = {
    orders: counts!.orders,
    spend_rows: counts!.spend,
    requests: all.length,
    non_2xx: failed,
    p50_ms: round(percentile(all, 0.5)),
    p95_ms: round(percentile(all, 0.95)),
    by: Object.fromEntries(
      Object.entries(times).map(([by, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return [by, { p50_ms: round(percentile(sorted, 0.5)), p95_ms: round(percentile(sorted, 0.95)) }];
      }),
    ),
  };
  log(
    `profit report: ${result.orders} orders, ${result.spend_rows} spend rows, p50 ${result.p50_ms} ms, p95 ${result.p95_ms} ms, non-2xx ${failed}`,
  );
  return result;
}
