/**
 * PROFIT on the real database (docs/product.md, "Profit"): 40 orders of three campaigns and
 * organic, with known costs, fees and spend, in every outcome. Every expected figure below was
 * worked out by hand from the comments, not by the code under test.
 */
import { shopDay, type OrderStatus, type ProfitReport, type ProfitRow } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';
import { prisma } from '../../../test/full-client.ts';

beforeEach(async () => {
  await truncateAll();
  await prisma.$executeRawUnsafe('TRUNCATE ad_spend');
  await prisma.profitSettings.update({ where: { id: 1 }, data: { packaging_cost: 0, currency_rates: {} } });
});

const today = shopDay();

type Staff = Awaited<ReturnType<typeof createStaff>>;

interface Placed {
  status: OrderStatus;
  product: 'A' | 'B';
  /** The cash a payout settled (it stays the cash to collect otherwise). */
  settled?: number;
  utm?: { source: string; campaign: string; term?: string; content?: string };
}

const SUMMER = { source: 'facebook', campaign: '111', term: 'women', content: '11111' };
const WINTER = { source: 'ig', campaign: 'WINTER' };
const DROP = { source: 'tiktok', campaign: '333' };

/** n orders of one status. */
const times = (n: number, order: Placed): Placed[] => Array.from({ length: n }, () => order);

const ORDERS: Placed[] = [
  // Meta "Summer" (by id, ad set by name, ad by id): 15 orders.
  ...times(8, { status: 'delivered', product: 'A', utm: SUMMER }),
  ...times(3, { status: 'refused', product: 'A', utm: SUMMER }),
  ...times(1, { status: 'returned', product: 'A', utm: SUMMER }),
  ...times(1, { status: 'canceled', product: 'A', utm: SUMMER }),
  ...times(1, { status: 'pending', product: 'A', utm: SUMMER }),
  ...times(1, { status: 'shipped', product: 'A', utm: SUMMER }),
  // Meta "Winter" (utm_source ig, campaign by name in another case): 10 orders.
  ...times(3, { status: 'delivered', product: 'A', utm: WINTER }),
  ...times(2, { status: 'delivered', product: 'A', settled: 320, utm: WINTER }),
  ...times(2, { status: 'refused', product: 'A', utm: WINTER }),
  ...times(1, { status: 'canceled', product: 'A', utm: WINTER }),
  ...times(1, { status: 'confirmed', product: 'A', utm: WINTER }),
  ...times(1, { status: 'contacted', product: 'A', utm: WINTER }),
  // TikTok "Drop" (by id): 8 orders, one delivered of product B, whose unit cost is unknown.
  ...times(2, { status: 'delivered', product: 'A', utm: DROP }),
  ...times(1, { status: 'delivered', product: 'B', utm: DROP }),
  ...times(2, { status: 'returned', product: 'A', utm: DROP }),
  ...times(1, { status: 'canceled', product: 'A', utm: DROP }),
  ...times(2, { status: 'pending', product: 'A', utm: DROP }),
  // Organic: no attribution. 7 orders.
  ...times(4, { status: 'delivered', product: 'A' }),
  ...times(1, { status: 'refused', product: 'A' }),
  ...times(2, { status: 'pending', product: 'A' }),
];

/** Spend of today: Meta in USD at 10 dh, TikTok and Google in dh. */
const SPEND_ROWS = [
  {
    date: today,
    platform: 'meta',
    campaign: 'Summer',
    campaign_id: '111',
    adset: 'Women',
    adset_id: '1111',
    ad: 'Video',
    ad_id: '11111',
    spend: 100,
    currency: 'USD',
  },
  {
    date: today,
    platform: 'meta',
    campaign: 'Summer',
    campaign_id: '111',
    adset: 'Women',
    adset_id: '1111',
    ad: 'Photo',
    ad_id: '11112',
    spend: 20,
    currency: 'USD',
  },
  { date: today, platform: 'meta', campaign: 'Winter', spend: 50, currency: 'usd' },
  { date: today, platform: 'tiktok', campaign: 'Drop', campaign_id: '333', spend: 300, currency: 'MAD' },
  { date: today, platform: 'other', campaign: 'brand', spend: 80, currency: 'MAD' },
];

async function setUp(admin: Staff) {
  // Costs typed through the API: packaging 5 dh, USD at 10 dh; the carrier 25 / 15 / 2 %.
  const settings = await api()
    .put('/api/admin/profit-settings')
    .set('Authorization', admin.bearer)
    .send({ packaging_cost: 5, currency_rates: { USD: 10 } });
  expect(settings.status, settings.text).toBe(200);
  expect(settings.body.data).toMatchObject({ packaging_cost: 5, currency_rates: { USD: 10 } });
  const carrier = await prisma.carrier.create({ data: { name: 'Sendit' } });
  const fees = await api()
    .put(`/api/shipping/carriers/${carrier.id}`)
    .set('Authorization', admin.bearer)
    .send({ delivery_fee: 25, return_fee: 15, cash_fee_percent: 2 });
  expect(fees.status, fees.text).toBe(200);
  expect(fees.body.data).toMatchObject({ delivery_fee: 25, return_fee: 15, cash_fee_percent: 2 });
  const batch = await prisma.shipmentBatch.create({ data: { carrier_id: carrier.id } });
  const a = await createProduct({ name: 'Hoodie A', unit_cost: 100 });
  const b = await createProduct({ name: 'Beanie B' });
  const agent = await createStaff('agent');
  await prisma.staffUser.update({ where: { id: agent.user.id }, data: { commission_per_delivered: 10 } });
  const payout = await prisma.carrierPayout.create({
    data: { carrier_id: carrier.id, paid_on: new Date(), amount_received: 640, fees: 0 },
  });

  for (const placed of ORDERS) {
    // A: 300 dh, B: 200 dh; 30 dh delivery: 330 or 230 dh to collect.
    const product = placed.product === 'A' ? a : b;
    const shipped = ['shipped', 'delivered', 'refused', 'returned'].includes(placed.status);
    const order = await createOrderRow(
      [{ product_id: product.id, size: 'M', quantity: 1, price: placed.product === 'A' ? 300 : 200 }],
      {
        status: placed.status,
        delivery_fee: 30,
        ...(shipped && { shipment_batch: { connect: { id: batch.id } } }),
        ...(placed.settled && { payout: { connect: { id: payout.id } }, cash_collected: placed.settled }),
      },
    );
    if (placed.utm) {
      await prisma.orderAttribution.create({
        data: {
          order_id: order.id,
          utm_source: placed.utm.source,
          utm_campaign: placed.utm.campaign,
          utm_term: placed.utm.term ?? null,
          utm_content: placed.utm.content ?? null,
        },
      });
    }
    if (placed.status === 'delivered') {
      await prisma.orderEvent.create({
        data: {
          order_id: order.id,
          staff_user_id: agent.user.id,
          kind: 'status',
          details: { type: 'status', from: 'contacted', to: 'confirmed' },
        },
      });
    }
  }
  return { b };
}

const report = async (who: Staff, by: string) => {
  const res = await api()
    .get(`/api/admin/reports/profit?from=${today}&to=${today}&by=${by}`)
    .set('Authorization', who.bearer);
  expect(res.status, res.text).toBe(200);
  return res.body.data as ProfitReport;
};

const row = (r: ProfitReport, key: string) => r.rows.find((x) => x.key === key);

describe('PROFIT', () => {
  it('counts every outcome of three campaigns and organic as written by hand, a day sent twice once', async () => {
    const admin = await createStaff('admin');
    const accountant = await createStaff('accountant');
    const { b } = await setUp(admin);

    const first = await api()
      .post('/api/admin/ad-spend')
      .set('Authorization', admin.bearer)
      .send({ rows: SPEND_ROWS });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data).toEqual({ added: 5, replaced: 0 });
    // The same day again (a corrected export): it replaces itself.
    const again = await api()
      .post('/api/admin/ad-spend')
      .set('Authorization', admin.bearer)
      .send({ rows: SPEND_ROWS });
    expect(again.body.data).toEqual({ added: 5, replaced: 5 });
    const listed = await api()
      .get(`/api/admin/ad-spend?from=${today}&to=${today}`)
      .set('Authorization', accountant.bearer);
    expect(listed.body.data).toHaveLength(5);

    const byCampaign = await report(accountant, 'campaign');
    // Delivered A, unsettled: 330 − 100 unit − 25 carrier − 6.60 (2 %) − 5 packaging − 10 commission = 183.40.
    // Delivered A, settled at 320: 320 − 100 − 25 − 6.40 − 5 − 10 = 173.60.
    // Delivered B (cost unknown): 230 − 0 − 25 − 4.60 − 5 − 10 = 185.40, marked.
    // Refused or returned: − 25 − 15 − 5 = −45.
    const expected: Record<string, Partial<ProfitRow>> = {
      // 8 delivered, 4 refused or returned; spend 100 + 20 USD = 1200 dh.
      Summer: {
        platform: 'meta',
        spend: 1200,
        placed: 15,
        confirmed: 13,
        shipped: 13,
        delivered: 8,
        refused: 4,
        in_flight: 2,
        cash_collected: 2640,
        costs: 1352.8,
        contribution: 1287.2,
        profit: 87.2,
        cost_per_placed: 80,
        cost_per_delivered: 150,
        delivered_roas: 2.2,
        missing_costs: 0,
      },
      // 5 delivered (2 settled at 320), 2 refused; 50 USD = 500 dh.
      Winter: {
        platform: 'meta',
        spend: 500,
        placed: 10,
        confirmed: 8,
        shipped: 7,
        delivered: 5,
        refused: 2,
        in_flight: 2,
        cash_collected: 1630,
        costs: 822.6,
        contribution: 807.4,
        profit: 307.4,
        cost_per_placed: 50,
        cost_per_delivered: 100,
        delivered_roas: 3.26,
        missing_costs: 0,
      },
      // 3 delivered (one B), 2 returned; 300 dh.
      Drop: {
        platform: 'tiktok',
        spend: 300,
        placed: 8,
        confirmed: 5,
        shipped: 5,
        delivered: 3,
        refused: 2,
        in_flight: 2,
        cash_collected: 890,
        costs: 427.8,
        contribution: 462.2,
        profit: 162.2,
        cost_per_placed: 37.5,
        cost_per_delivered: 100,
        missing_costs: 1,
      },
      brand: {
        platform: 'other',
        spend: 80,
        placed: 0,
        delivered: 0,
        cash_collected: 0,
        costs: 0,
        contribution: 0,
        profit: -80,
        cost_per_delivered: null,
        delivered_roas: 0,
      },
      // 4 delivered, 1 refused, no spend.
      'no campaign': {
        platform: null,
        spend: 0,
        placed: 7,
        confirmed: 5,
        shipped: 5,
        delivered: 4,
        refused: 1,
        in_flight: 2,
        cash_collected: 1320,
        costs: 631.4,
        contribution: 688.6,
        profit: 688.6,
        delivered_roas: null,
      },
    };
    expect(byCampaign.rows.map((r) => r.key)).toEqual(['Summer', 'Winter', 'Drop', 'brand', 'no campaign']);
    for (const [key, figures] of Object.entries(expected))
      expect(row(byCampaign, key), key).toMatchObject(figures);
    expect(row(byCampaign, 'Drop')!.delivered_roas).toBeCloseTo(890 / 300, 6);
    expect(row(byCampaign, 'Summer')!.confirmation_rate).toBeCloseTo(13 / 15, 6);
    expect(row(byCampaign, 'Winter')!.delivery_rate).toBeCloseTo(5 / 7, 6);
    expect(byCampaign.totals).toMatchObject({
      spend: 2080,
      placed: 40,
      confirmed: 31,
      shipped: 30,
      delivered: 20,
      refused: 9,
      in_flight: 8,
      cash_collected: 6480,
      costs: 3234.6,
      contribution: 3245.4,
      profit: 1165.4,
      cost_per_delivered: 104,
      missing_costs: 1,
    });
    expect(byCampaign.missing).toEqual({ products: [{ id: b.id, name: 'Beanie B' }], carriers: [] });

    const byPlatform = await report(admin, 'platform');
    expect(byPlatform.rows.map((r) => [r.key, r.placed, r.spend, r.profit])).toEqual([
      ['meta', 25, 1700, 394.6],
      ['tiktok', 8, 300, 162.2],
      ['other', 0, 80, -80],
      ['no campaign', 7, 0, 688.6],
    ]);
    const byAd = await report(admin, 'ad');
    expect(row(byAd, 'Summer › Women › Video')).toMatchObject({ placed: 15, spend: 1000, profit: 287.2 });
    expect(row(byAd, 'Summer › Women › Photo')).toMatchObject({ placed: 0, spend: 200, profit: -200 });
    expect(row(byAd, 'Winter › no ad set › no ad')).toMatchObject({ placed: 10, spend: 0 });
    expect(row(byAd, 'Winter › — › —')).toMatchObject({ placed: 0, spend: 500 });
    // By city (all Casablanca), campaign spend follows its orders; "brand" has none.
    const byCity = await report(admin, 'city');
    expect(byCity.rows.map((r) => [r.key, r.placed, r.spend])).toEqual([
      ['Casablanca', 40, 2000],
      ['spend without orders', 0, 80],
    ]);
    expect((await report(admin, 'day')).rows.map((r) => [r.key, r.profit])).toEqual([[today, 1165.4]]);
    const shipper = await createStaff('shipper');
    const refused = await api()
      .get(`/api/admin/reports/profit?from=${today}&to=${today}`)
      .set('Authorization', shipper.bearer);
    expect(refused.status).toBe(403);
  });

  it('refuses a bad cell with its row and field, and stores nothing', async () => {
    const admin = await createStaff('admin');
    const bad = await api()
      .post('/api/admin/ad-spend')
      .set('Authorization', admin.bearer)
      .send({
        rows: [SPEND_ROWS[3], { ...SPEND_ROWS[3], spend: 'ten' }, { ...SPEND_ROWS[3], currency: 'EUR' }],
      });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['rows.1.spend']);
    const noRate = await api()
      .post('/api/admin/ad-spend')
      .set('Authorization', admin.bearer)
      .send({ rows: [SPEND_ROWS[3], { ...SPEND_ROWS[3], currency: 'EUR' }] });
    expect(noRate.status).toBe(400);
    expect(noRate.body.errors).toEqual({
      'rows.1.currency': ['No rate for EUR: type it in SETTINGS, Profit.'],
    });
    const sheet = `Date;Platform;Campaign;Ad set;Spend;Currency\n${today};meta;Summer;Women;12,50;MAD\n31/02/2026;meta;Summer;Women;5;MAD\n`;
    const badSheet = await api()
      .post('/api/admin/ad-spend')
      .set('Authorization', admin.bearer)
      .attach('file', Buffer.from(sheet), 'spend.csv');
    expect(badSheet.status).toBe(400);
    expect(Object.keys(badSheet.body.errors)).toEqual(['line 3.date']);
    expect(await prisma.adSpend.count()).toBe(0);
    const goodSheet = await api()
      .post('/api/admin/ad-spend')
      .set('Authorization', admin.bearer)
      .attach('file', Buffer.from(sheet.replace('31/02/2026', '02/01/2026')), 'spend.csv');
    expect(goodSheet.status, goodSheet.text).toBe(201);
    const stored = await prisma.adSpend.findMany({
      orderBy: { day: 'asc' },
      select: { spend_dh: true, adset: true },
    });
    expect(stored.map((s) => [Number(s.spend_dh), s.adset])).toEqual([
      [5, 'Women'],
      [12.5, 'Women'],
    ]);
  });
});
