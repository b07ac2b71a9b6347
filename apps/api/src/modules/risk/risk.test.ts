/**
 * Risk bands (docs/product.md, "Risk bands"): orders placed through POST /api/sales are scored
 * from the shop's history and read back on GET /api/sales/:id and the desk's queue; the nightly
 * refit learns the weights from a seeded history; REPORTS' band table is checked against a count
 * made by hand.
 */
import type { OrderStatus } from '@vigor/shared';
import { DEFAULT_RISK_MODEL } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  createCartLine,
  createGuest,
  createOrderRow,
  createProduct,
  createStaff,
  truncateAll,
} from '../../../test/factories.ts';
import { forgetRiskModel, refitRiskModel } from './index.ts';

beforeEach(async () => {
  await truncateAll();
  await prisma.$executeRaw`TRUNCATE order_risks, risk_models, risk_city_rates`;
  forgetRiskModel();
});

const PHONE = '+212612345678';

/** A storefront order of one hoodie by a new guest, placed with `phone` (0612… form). */
async function placeOrder(phone = '0612345678', fields: Record<string, unknown> = {}) {
  const product = await createProduct({ price: 300, sizes: [{ size: 'M', quantity: 10 }] });
  const guest = await createGuest({
    ip_address: `10.0.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`,
  });
  const line = await createCartLine(guest.id, product.id);
  const res = await api()
    .post('/api/sales')
    .set('Cookie', guest.cookie)
    .send({
      customer_name: 'Amina',
      customer_phone: phone,
      customer_city: 'Rabat',
      customer_address: '12 rue Oued Zem, Agdal',
      cart_ids: [line.id],
      ...fields,
    })
    .expect(201);
  return res.body.data.id as number;
}

/** Earlier orders of the phone, with these outcomes. */
async function history(statuses: OrderStatus[], phone = PHONE) {
  for (const status of statuses)
    await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
      customer_phone: phone,
      status,
      created_at: new Date(Date.now() - 10 * 86_400_000),
    });
}

describe('the band of a placed order', () => {
  it('is high for a phone with two refused parcels, with the reason in words', async () => {
    await history(['refused', 'returned']);
    const id = await placeOrder();
    const { bearer } = await createStaff();
    const res = await api().get(`/api/sales/${id}`).set('Authorization', bearer).expect(200);
    expect(res.body.data.risk).toMatchObject({ band: 'high' });
    expect(res.body.data.risk.score).toBeGreaterThanOrEqual(0.35);
    expect(res.body.data.risk.reasons[0]).toBe('2 refused parcels on this number');
  });

  it('is low for a returning customer with deliveries', async () => {
    await history(['delivered', 'delivered']);
    const id = await placeOrder();
    const { bearer } = await createStaff();
    const res = await api().get(`/api/sales/${id}`).set('Authorization', bearer).expect(200);
    expect(res.body.data.risk.band).toBe('low');
    expect(res.body.data.risk.reasons).toContain('2 delivered orders on this number');
    expect(res.body.data.risk.reasons).not.toContain('First order from this number');
  });

  it('names a missing address and several names from one network address, and the desk puts high first', async () => {
    const low = await placeOrder('0611111111');
    await prisma.$executeRaw`UPDATE orders SET created_at = created_at - interval '1 minute' WHERE id = ${low}`;
    await history(['refused', 'refused'], '+212622222222');
    const high = await placeOrder('0622222222', { customer_address: '' });
    const facts = await prisma.orderRisk.findUniqueOrThrow({ where: { order_id: high } });
    expect(facts.reasons).toContain('No address given');
    const { bearer } = await createStaff();
    const queue = await api().get('/api/confirmation/queue').set('Authorization', bearer).expect(200);
    const orders = queue.body.data.filter((i: { kind: string }) => i.kind === 'order');
    // The newer order first by time, but the high band goes before the medium one.
    expect(orders.map((o: { id: number; risk: { band: string } }) => [o.id, o.risk.band])).toEqual([
      [high, 'high'],
      [low, 'medium'],
    ]);

    // Another name and phone from the same guest session within 24 hours.
    const guest = await createGuest();
    const product = await createProduct({ price: 300, sizes: [{ size: 'M', quantity: 10 }] });
    for (const [name, phone] of [
      ['Amina', '0633333333'],
      ['Khadija', '0644444444'],
    ] as const) {
      const line = await createCartLine(guest.id, product.id);
      await api()
        .post('/api/sales')
        .set('Cookie', guest.cookie)
        .send({ customer_name: name, customer_phone: phone, customer_city: 'Rabat', cart_ids: [line.id] })
        .expect(201);
    }
    const second = await prisma.orderRisk.findFirstOrThrow({ orderBy: { order_id: 'desc' } });
    expect(second.reasons).toContain('1 other phone or name from the same session, address or IP in 24 h');
  });
});

/** A reproducible stream of numbers in [0, 1). */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('the nightly refit', () => {
  it('learns the weights from a seeded history of 2,000 orders, and the next order is scored with them', async () => {
    // Outcomes drawn from a known model: a missing address adds 1.5 to the log-odds, Casablanca 0.9.
    const random = lcg(42);
    const rows = Array.from({ length: 2_000 }, (_, i) => {
      const missing = i % 3 === 0;
      const casablanca = i % 2 === 0;
      const p = 1 / (1 + Math.exp(-(-2 + 1.5 * Number(missing) + 0.9 * Number(casablanca))));
      return {
        phone: `+2126${String(10_000_000 + i)}`,
        city: casablanca ? 'Casablanca' : 'Rabat',
        address: missing ? null : `${i} rue Ibn Sina`,
        status: random() < p ? 'refused' : 'delivered',
        days: i % 80,
      };
    });
    await prisma.$executeRaw`
      INSERT INTO orders (customer_name, customer_phone, customer_city, customer_address, total_amount,
        delivery_fee, status, created_at, updated_at)
      SELECT 'Client', r.phone, r.city, r.address, 300, 30, r.status::order_status,
        now() - r.days * interval '1 day', now()
      FROM unnest(${rows.map((r) => r.phone)}::text[], ${rows.map((r) => r.city)}::text[],
        ${rows.map((r) => r.address)}::text[], ${rows.map((r) => r.status)}::text[], ${rows.map((r) => r.days)}::int[])
        AS r(phone, city, address, status, days)`;

    const model = await refitRiskModel();
    expect(model.sample).toBe(2_000);
    expect(model.usual_basket).toBe(300);
    expect(model.weights.missing_address).toBeGreaterThan(1.1);
    expect(model.weights.missing_address).toBeLessThan(1.9);
    // Casablanca's rate above the shop's, in rate points: about 0.9 log-odds for ~0.17 points.
    expect(model.weights.city_rate).toBeGreaterThan(2);
    expect(model.weights.missing_address).not.toBe(DEFAULT_RISK_MODEL.weights.missing_address);
    const cities = await prisma.riskCityRate.findMany({ orderBy: { city: 'asc' } });
    expect(cities.map((c) => [c.city, c.parcels])).toEqual([
      ['Casablanca', 1_000],
      ['Rabat', 1_000],
    ]);

    // The next order is scored with the refit model: a first order in Rabat with an address is low.
    forgetRiskModel();
    const id = await placeOrder('0699999999');
    const risk = await prisma.orderRisk.findUniqueOrThrow({ where: { order_id: id } });
    const rabat = rows.filter((r) => r.city === 'Rabat' && r.address);
    const rabatRate = rabat.filter((r) => r.status === 'refused').length / rabat.length;
    expect(Math.abs(risk.score - rabatRate)).toBeLessThan(0.05);
  });

  it('keeps the default weights with too little history, with the shop’s own usual basket', async () => {
    await history(['delivered', 'refused']);
    const model = await refitRiskModel();
    expect(model).toMatchObject({ sample: 0, weights: DEFAULT_RISK_MODEL.weights, usual_basket: 100 });
  });
});

describe('GET /api/admin/reports/risk', () => {
  it('equals a count made by hand over the last 90 days', async () => {
    const { bearer } = await createStaff();
    const orders: [string, OrderStatus, number][] = [
      ['high', 'refused', 5],
      ['high', 'returned', 20],
      ['high', 'delivered', 30],
      ['medium', 'refused', 1],
      ['medium', 'delivered', 2],
      ['medium', 'delivered', 3],
      ['medium', 'pending', 0],
      ['low', 'delivered', 4],
      ['low', 'delivered', 4],
      ['low', 'delivered', 60],
      ['low', 'delivered', 89],
      ['low', 'canceled', 1],
      // Older than 90 days: left out.
      ['high', 'refused', 91],
    ];
    for (const [band, status, days] of orders) {
      const order = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }], {
        status,
        created_at: new Date(Date.now() - days * 86_400_000 - 60_000),
      });
      await prisma.orderRisk.create({ data: { order_id: order.id, band, score: 0.5, features: {} } });
    }
    // One medium delivered order was confirmed by a WhatsApp tap.
    const tapped = (
      await prisma.orderRisk.findMany({ where: { band: 'medium' }, orderBy: { order_id: 'asc' } })
    )[1]!;
    await prisma.whatsappSend.create({
      data: { order_id: tapped.order_id, purpose: 'confirm', status: 'sent', outcome: 'confirmed' },
    });
    const res = await api().get('/api/admin/reports/risk').set('Authorization', bearer).expect(200);
    expect(res.body.data.bands).toEqual([
      { band: 'low', orders: 5, delivered: 4, refused: 0, delivery_rate: 1, refusal_rate: 0 },
      { band: 'medium', orders: 4, delivered: 2, refused: 1, delivery_rate: 2 / 3, refusal_rate: 1 / 3 },
      { band: 'high', orders: 3, delivered: 1, refused: 2, delivery_rate: 1 / 3, refusal_rate: 2 / 3 },
    ]);
    expect(res.body.data.rules).toEqual([
      { rule: 'Call-only for high', orders_share: 3 / 12, refusals_share: 2 / 3 },
      { rule: 'Call-only for medium and high', orders_share: 7 / 12, refusals_share: 3 / 3 },
    ]);
    // Reached confirmed: 10 (the pending and canceled ones did not); one by WhatsApp.
    expect(res.body.data.confirmed_by).toEqual([
      { by: 'whatsapp', confirmed: 1, share: 1 / 10, delivered: 1, refused: 0, delivery_rate: 1 },
      { by: 'call', confirmed: 9, share: 9 / 10, delivered: 6, refused: 3, delivery_rate: 6 / 9 },
    ]);
  });

  it('is for the reports permission', async () => {
    const agent = await createStaff('agent');
    await api().get('/api/admin/reports/risk').set('Authorization', agent.bearer).expect(403);
  });
});
