import type { Report, ReportFigures } from '@vigor/shared';
import { seedHistory } from '@vigor/db/seed-history';
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@vigor/db/client';
import { prisma } from '../../../test/full-client.ts';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';

const NOW = Date.parse('2026-11-20T15:00:00Z');
const FROM = '2026-09-22';
const TO = '2026-11-20';

/** One order as plain SQL sees it, with none of the report's own SQL. */
interface OrderFacts {
  id: number;
  day: string;
  city: string;
  status: string;
  goods_cents: number;
  cents: number;
  collected_cents: number;
  paid: boolean;
  first_call_seconds: number | null;
  first_caller: string | null;
}

/**
 * The shop's day of an instant as Intl reads it on the processes' time-zone data, without the
 * report's module (PostgreSQL's own data may be older: docs/decisions/111-current-time-zone-data.md).
 */
const shopDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' });

/** The orders of the report's days: those of the UTC days around them, kept by their shop day. */
const orderFacts = async () =>
  (
    await prisma.$queryRaw<(Omit<OrderFacts, 'day'> & { created_at: Date })[]>`
  SELECT o.id, o.created_at,
    o.customer_city AS city, o.status::text AS status,
    (o.total_amount * 100)::int AS goods_cents, ((o.total_amount + o.delivery_fee) * 100)::int AS cents,
    (COALESCE(o.cash_collected, 0) * 100)::int AS collected_cents,
    EXISTS (SELECT 1 FROM carrier_payouts p WHERE p.id = o.payout_id) AS paid,
    (SELECT extract(epoch FROM c.created_at - o.created_at)::float8 FROM order_events c
      WHERE c.order_id = o.id AND c.kind = 'call' ORDER BY c.created_at, c.id LIMIT 1) AS first_call_seconds,
    (SELECT COALESCE(s.nom, 'Deleted user') FROM order_events c LEFT JOIN staff_users s ON s.id = c.staff_user_id
      WHERE c.order_id = o.id AND c.kind = 'call' ORDER BY c.created_at, c.id LIMIT 1) AS first_caller
  FROM orders o
  WHERE o.created_at BETWEEN ${FROM}::date - 1 AND ${TO}::date + 2`
  )
    .map(({ created_at, ...order }) => ({ ...order, day: shopDays.format(created_at) }))
    .filter((order) => order.day >= FROM && order.day <= TO);

/** The continuous percentile (linear between the two nearest values), as a spreadsheet computes it. */
const percentile = (values: number[], p: number) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const low = Math.floor(at);
  return sorted[low]! + (at - low) * ((sorted[Math.min(low + 1, sorted.length - 1)] ?? 0) - sorted[low]!);
};
const toMinutes = (seconds: number | null) => (seconds == null ? null : Math.round(seconds / 60));

const sumOf = (orders: OrderFacts[], cents: 'goods_cents' | 'cents' | 'collected_cents') =>
  orders.reduce((sum, o) => sum + o[cents], 0) / 100;

/** The figures a report row should hold for these orders, counted one by one. */
function expected(orders: OrderFacts[]): ReportFigures {
  const has = (...statuses: string[]) => orders.filter((o) => statuses.includes(o.status));
  const confirmed = has('confirmed', 'shipped', 'delivered', 'refused', 'returned').length;
  const canceled = has('canceled').length;
  const delivered = has('delivered');
  const refused = has('refused', 'returned').length;
  const outcomes = delivered.length + refused;
  return {
    orders: orders.length,
    confirmed,
    canceled,
    delivered: delivered.length,
    refused,
    confirmation_rate: confirmed + canceled ? confirmed / (confirmed + canceled) : null,
    delivery_rate: outcomes ? delivered.length / outcomes : null,
    refusal_rate: outcomes ? refused / outcomes : null,
    expected_revenue: sumOf(has('pending', 'contacted', 'confirmed', 'shipped', 'delivered'), 'goods_cents'),
    collected_revenue: sumOf(
      orders.filter((o) => o.paid),
      'collected_cents',
    ),
    cash_outstanding: sumOf(
      delivered.filter((o) => !o.paid),
      'cents',
    ),
  };
}

/** The speed-to-confirm figures of these orders, counted one by one. */
function expectedTimed(orders: OrderFacts[]) {
  const waits = orders.flatMap((o) => (o.first_call_seconds == null ? [] : [o.first_call_seconds]));
  const share = (limit: number) =>
    waits.length ? waits.filter((w) => w <= limit).length / waits.length : null;
  return {
    ...expected(orders),
    median_first_call_minutes: toMinutes(percentile(waits, 0.5)),
    p90_first_call_minutes: toMinutes(percentile(waits, 0.9)),
    called: waits.length,
    called_within_15_share: share(15 * 60),
    called_within_30_share: share(30 * 60),
  };
}

function delayOf(o: OrderFacts): string {
  const w = o.first_call_seconds;
  if (w == null) return 'not_called';
  return w < 15 * 60 ? 'under_15_min' : w < 3600 ? '15_to_60_min' : w < 4 * 3600 ? '1_to_4_h' : 'later';
}

const close = (figures: object) =>
  Object.fromEntries(
    Object.entries(figures).map(([k, v]) => [
      k,
      typeof v === 'number' && !Number.isInteger(v) ? expect.closeTo(v, 9) : v,
    ]),
  );

describe('GET /api/admin/reports on the demo history', () => {
  let report: Report;
  let facts: OrderFacts[];

  beforeAll(async () => {
    await truncateAll();
    for (const name of ['Atlas', 'Medina', 'Ifrane'])
      await createProduct({ name, sizes: ['S', 'M', 'L'].map((size) => ({ size, quantity: 50 })) });
    await seedHistory(prisma, { now: NOW });
    const { bearer } = await createStaff();
    const res = await api().get(`/api/admin/reports?from=${FROM}&to=${TO}`).set('Authorization', bearer);
    expect(res.status).toBe(200);
    report = res.body.data;
    facts = await orderFacts();
  });

  it('totals match the orders counted one by one', () => {
    expect(facts.length).toBeGreaterThanOrEqual(300);
    expect(report.totals).toEqual(close(expectedTimed(facts)));
  });

  it('has every day of the range, each matching its own orders', () => {
    expect(report.by_day).toHaveLength(60);
    expect(report.by_day[0]!.day).toBe(FROM);
    expect(report.by_day.at(-1)!.day).toBe(TO);
    for (const day of report.by_day) {
      const { day: name, ...figures } = day;
      expect(figures, name).toEqual(close(expectedTimed(facts.filter((o) => o.day === name))));
    }
  });

  it('has the speed to confirm of each agent of a first call, and the confirmation rate by that delay', () => {
    const agents = [...new Set(facts.flatMap((o) => (o.first_caller ? [o.first_caller] : [])))].sort();
    expect(agents.length).toBeGreaterThan(0);
    expect(report.by_agent.map((a) => a.agent).sort()).toEqual(agents);
    for (const { agent, ...figures } of report.by_agent)
      expect(figures, agent).toEqual(close(expectedTimed(facts.filter((o) => o.first_caller === agent))));
    expect(report.by_delay.map((d) => d.delay)).toEqual([
      'under_15_min',
      '15_to_60_min',
      '1_to_4_h',
      'later',
      'not_called',
    ]);
    for (const { delay, ...figures } of report.by_delay)
      expect(figures, delay).toEqual(close(expected(facts.filter((o) => delayOf(o) === delay))));
  });

  it('has every city, each matching its own orders', () => {
    const cities = [...new Set(facts.map((o) => o.city))].sort();
    expect(report.by_city.map((c) => c.city).sort()).toEqual(cities);
    for (const { city, ...figures } of report.by_city)
      expect(figures, city).toEqual(close(expectedTimed(facts.filter((o) => o.city === city))));
  });

  it('counts units, orders and the money of each line by product and size', async () => {
    const lines = await prisma.$queryRaw<
      {
        product: string;
        size: string;
        units: number;
        orders: number;
        expected_cents: number;
        collected_cents: number;
        unpaid_cents: number;
      }[]
    >`
      SELECT i.product_name AS product, i.size, sum(i.quantity)::int AS units, count(DISTINCT o.id)::int AS orders,
        COALESCE(sum(i.price * i.quantity * 100) FILTER (WHERE o.status NOT IN ('canceled', 'refused', 'returned')), 0)::int
          AS expected_cents,
        COALESCE(sum(i.price * i.quantity * 100) FILTER (WHERE o.payout_id IS NOT NULL), 0)::int AS collected_cents,
        COALESCE(sum(i.price * i.quantity * 100) FILTER (WHERE o.status = 'delivered' AND o.payout_id IS NULL), 0)::int
          AS unpaid_cents
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.id = ANY(${facts.map((o) => o.id)}::int[])
      GROUP BY i.product_name, i.size`;
    expect(report.by_product).toHaveLength(lines.length);
    for (const line of lines) {
      const row = report.by_product.find((r) => r.product === line.product && r.size === line.size);
      expect(row, `${line.product} ${line.size}`).toMatchObject({
        units: line.units,
        orders: line.orders,
        expected_revenue: line.expected_cents / 100,
        collected_revenue: line.collected_cents / 100,
        cash_outstanding: line.unpaid_cents / 100,
      });
    }
    expect(report.by_product.map((r) => r.units)).toEqual(
      [...report.by_product.map((r) => r.units)].sort((a, b) => b - a),
    );
  });

  it('means something: orders most days, every rate between the extremes, cash both paid and outstanding', () => {
    const { totals } = report;
    expect(report.by_day.filter((d) => d.orders > 0).length).toBeGreaterThan(45);
    for (const rate of [totals.confirmation_rate, totals.delivery_rate, totals.refusal_rate]) {
      expect(rate).toBeGreaterThan(0.1);
      expect(rate).toBeLessThan(0.9);
    }
    expect(totals.cash_outstanding).toBeGreaterThan(0);
    expect(totals.collected_revenue).toBeGreaterThan(totals.cash_outstanding);
    expect(totals.expected_revenue).toBeGreaterThan(totals.collected_revenue / 2);
    expect(totals.median_first_call_minutes).toBeGreaterThan(5);
    expect(totals.median_first_call_minutes).toBeLessThan(600);
  });
});

describe('GET /api/admin/reports', () => {
  it("puts an order in the shop's day, not UTC's", async () => {
    await truncateAll();
    const { bearer } = await createStaff();
    // 23:30 UTC on 21 July is 00:30 on the 22nd in Casablanca (UTC+1 until 2026-09-20).
    await createOrderRow([{ product_id: null, size: 'M', quantity: 1, price: 250 }], {
      created_at: new Date('2026-07-21T23:30:00Z'),
      status: 'delivered',
      delivery_fee: 20,
    });
    const get = (from: string, to: string) =>
      api().get(`/api/admin/reports?from=${from}&to=${to}`).set('Authorization', bearer);
    expect((await get('2026-07-21', '2026-07-21')).body.data.totals.orders).toBe(0);
    const day = (await get('2026-07-22', '2026-07-22')).body.data as Report;
    expect(day.totals).toMatchObject({
      orders: 1,
      delivered: 1,
      expected_revenue: 250,
      collected_revenue: 0,
      cash_outstanding: 270,
    });
    expect(day.totals.confirmation_rate).toBe(1);
    expect(day.by_day).toEqual([expect.objectContaining({ day: '2026-07-22', orders: 1 })]);
  });

  it("counts the days around Ramadan's clock changes as PostgreSQL's own time-zone data does", async () => {
    await truncateAll();
    const { bearer } = await createStaff();
    // Every hour of the nights around the days Morocco leaves UTC+1 for Ramadan and comes back.
    const nights = ['2026-02-13', '2026-02-14', '2026-02-15', '2026-03-01', '2026-03-21', '2026-03-22'];
    const instants = nights.flatMap((night) =>
      [-3, -2, -1, 0, 1, 2, 3].map((hour) => new Date(Date.parse(`${night}T00:30:00Z`) + hour * 3_600_000)),
    );
    for (const created_at of instants)
      await createOrderRow([{ product_id: null, size: 'M', quantity: 1, price: 100 }], { created_at });
    const daysBy = (wallClock: Prisma.Sql) => prisma.$queryRaw<{ day: string; orders: number }[]>`
      SELECT to_char(${wallClock}, 'YYYY-MM-DD') AS day, count(*)::int AS orders
      FROM orders GROUP BY 1 ORDER BY 1`;
    const expectedDays = await daysBy(Prisma.sql`created_at AT TIME ZONE 'Africa/Casablanca'`);
    // Ramadan's offset matters here: a shop always at UTC+1 would count these days otherwise.
    expect(await daysBy(Prisma.sql`(created_at AT TIME ZONE 'UTC') + interval '1 hour'`)).not.toEqual(
      expectedDays,
    );
    const response = await api()
      .get('/api/admin/reports?from=2026-02-12&to=2026-03-23')
      .set('Authorization', bearer);
    expect(response.status).toBe(200);
    const report = response.body.data as Report;
    expect(report.totals.orders).toBe(instants.length);
    expect(report.by_day.filter((d) => d.orders > 0).map((d) => ({ day: d.day, orders: d.orders }))).toEqual(
      expectedDays,
    );
  });

  it('answers a bad range with field errors', async () => {
    const { bearer } = await createStaff();
    const get = (query: string) => api().get(`/api/admin/reports?${query}`).set('Authorization', bearer);
    const reversed = await get('from=2026-11-22&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toHaveProperty('to');
    expect((await get('from=2025-01-01&to=2026-11-01')).status).toBe(400);
    const missing = await get('from=yesterday');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('from');
  });

  it('answers dates outside 2000-2100 with a clear 400, not a 500', async () => {
    const { bearer } = await createStaff();
    const get = (query: string) => api().get(`/api/admin/reports?${query}`).set('Authorization', bearer);
    for (const [query, field] of [
      ['from=9999-01-01&to=9999-12-31', 'from'],
      ['from=2100-12-01&to=2101-01-01', 'to'],
      ['from=1999-12-31&to=2000-01-02', 'from'],
    ] as const) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body.errors[field], query).toEqual(['Choose a date from 2000 to 2100.']);
    }
    // The last days of the range still answer.
    expect((await get('from=2100-12-01&to=2100-12-31')).status).toBe(200);
  });
});
