import { deliveryFee } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  createCartLine,
  createGuest,
  createProduct,
  createStaff,
  truncateAll,
} from '../../../test/factories.ts';

beforeEach(truncateAll);

const customer = { customer_name: 'Amina', customer_phone: '0612345678', customer_city: 'Rabat' };
type Item = { product_id: number; size: string; quantity: number } & Record<string, unknown>;

async function quickOrder(items: Item[], extra: object = {}) {
  const guest = await createGuest();
  return api()
    .post('/api/quick-cart/submit-order')
    .set('Cookie', guest.cookie)
    .send({ ...customer, items, ...extra });
}

async function setOffers(productId: number, body: object) {
  const admin = await createStaff('admin');
  return api().put(`/api/products/${productId}/offers`).set('Authorization', admin.bearer).send(body);
}

/** A hoodie at 249 dh with 2 → 10 % and 3 → 15 % off each unit, and a beanie at 99 dh offered with it at 79 dh. */
async function hoodieAndBeanie(stock = 20) {
  const hoodie = await createProduct({
    name: 'Atlas Hoodie',
    price: 249,
    sizes: [
      { size: 'M', quantity: stock },
      { size: 'L', quantity: stock },
    ],
  });
  const beanie = await createProduct({
    name: 'Atlas Beanie',
    type: 'beanies',
    price: 120,
    prix_reduction: 99,
    sizes: [{ size: 'One Size', quantity: stock }],
  });
  const saved = await setOffers(hoodie.id, {
    tiers: [
      { min_qty: 2, percent_off: 10 },
      { min_qty: 3, percent_off: 15 },
    ],
    addons: [{ product_id: beanie.id, offer_price: 79 }],
  });
  expect(saved.status).toBe(200);
  return { hoodie, beanie };
}

const lines = (res: { body: { data: { items: unknown[] } } }) => res.body.data.items;

describe('PUT /api/products/:id/offers', () => {
  it('refuses overlapping or non-increasing tiers, percents outside 1–90, an add-on of itself and an offer price at or above its price', async () => {
    const { hoodie, beanie } = await hoodieAndBeanie();
    const refused = async (body: object) => {
      const res = await setOffers(hoodie.id, { tiers: [], addons: [], ...body });
      expect(res.status).toBe(400);
      return Object.keys(res.body.errors);
    };
    expect(
      await refused({
        tiers: [
          { min_qty: 2, percent_off: 10 },
          { min_qty: 2, percent_off: 20 },
        ],
      }),
    ).toEqual(['tiers.1.min_qty']);
    expect(
      await refused({
        tiers: [
          { min_qty: 3, percent_off: 10 },
          { min_qty: 2, percent_off: 20 },
        ],
      }),
    ).toEqual(['tiers.1.min_qty']);
    expect(
      await refused({
        tiers: [
          { min_qty: 2, percent_off: 0 },
          { min_qty: 3, percent_off: 91 },
        ],
      }),
    ).toEqual(['tiers.0.percent_off', 'tiers.1.percent_off']);
    expect(await refused({ tiers: [{ min_qty: 2, amount_off: 249 }] })).toEqual(['tiers.0.amount_off']);
    expect(await refused({ addons: [{ product_id: hoodie.id, offer_price: 10 }] })).toEqual([
      'addons.0.product_id',
    ]);
    // The beanie sells at 99 (its sale price): 99 is not an offer.
    expect(await refused({ addons: [{ product_id: beanie.id, offer_price: 99 }] })).toEqual([
      'addons.0.offer_price',
    ]);
    // Nothing refused changed the offers saved before.
    const page = await api().get(`/api/products/${hoodie.id}`);
    expect(page.body.data.offers).toMatchObject({
      tiers: [
        { min_qty: 2, percent_off: 10, unit_price: 224.1, saving: 49.8 },
        { min_qty: 3, percent_off: 15, unit_price: 211.65, saving: 112.05 },
      ],
      addons: [
        { product_id: beanie.id, offer_price: 79, product: { name: 'Atlas Beanie', prix_reduction: 99 } },
      ],
    });
    const audit = await prisma.auditLog.findMany({ where: { action: 'product.offers' } });
    expect(audit).toHaveLength(1);
  });
});

describe('orders priced with offers', () => {
  it('applies each tier, the best one reached, counting every size of the product', async () => {
    const { hoodie } = await hoodieAndBeanie();
    expect(lines(await quickOrder([{ product_id: hoodie.id, size: 'M', quantity: 1 }]))).toEqual([
      expect.objectContaining({ unit_price: 249, offer: null, discount: 0 }),
    ]);
    const two = await quickOrder([
      { product_id: hoodie.id, size: 'M', quantity: 1 },
      { product_id: hoodie.id, size: 'L', quantity: 1 },
    ]);
    expect(two.body.data.total_amount).toBe(448.2);
    expect(lines(two)).toEqual([
      expect.objectContaining({ size: 'M', unit_price: 224.1, offer: 'tier', discount: 24.9 }),
      expect.objectContaining({ size: 'L', unit_price: 224.1, offer: 'tier', discount: 24.9 }),
    ]);
    // 4 units reach both tiers: the lower price wins.
    const four = await quickOrder([{ product_id: hoodie.id, size: 'M', quantity: 4 }]);
    expect(four.body.data.total_amount).toBe(846.6);
    // The order stores each line's offer and discount; the one-order read shows them.
    const admin = await createStaff('admin');
    const detail = await api().get(`/api/sales/${four.body.data.id}`).set('Authorization', admin.bearer);
    expect(detail.body.data.items).toEqual([
      expect.objectContaining({ quantity: 4, unit_price: 211.65, offer: 'tier', discount: 149.4 }),
    ]);
  });

  it("gives the add-on's price only with its product in the order, to one unit", async () => {
    const { hoodie, beanie } = await hoodieAndBeanie();
    const alone = await quickOrder([{ product_id: beanie.id, size: 'One Size', quantity: 1 }]);
    expect(lines(alone)).toEqual([expect.objectContaining({ unit_price: 99, offer: null })]);
    const both = await quickOrder([
      { product_id: hoodie.id, size: 'M', quantity: 2 },
      { product_id: beanie.id, size: 'One Size', quantity: 2 },
    ]);
    expect(lines(both)).toEqual([
      expect.objectContaining({ quantity: 2, unit_price: 224.1, offer: 'tier' }),
      expect.objectContaining({ quantity: 1, unit_price: 79, offer: 'addon', discount: 20 }),
      expect.objectContaining({ quantity: 1, unit_price: 99, offer: null, discount: 0 }),
    ]);
    expect(both.body.data.total_amount).toBe(626.2);
    // Units are held as ordered: 1 beanie alone, then 2.
    const size = await prisma.productSize.findFirstOrThrow({ where: { product_id: beanie.id } });
    expect(size.reserved).toBe(3);
  });

  it("ignores a browser's price and refuses its own discount", async () => {
    const { hoodie } = await hoodieAndBeanie();
    const tampered = await quickOrder([{ product_id: hoodie.id, size: 'M', quantity: 2, price: 1 }]);
    expect(tampered.status).toBe(201);
    expect(tampered.body.data.total_amount).toBe(448.2);
    const discount = await quickOrder([
      { product_id: hoodie.id, size: 'M', quantity: 2, discount: 400, offer: 'tier' },
    ]);
    expect(discount.status).toBe(400);
    expect(Object.keys(discount.body.errors).sort()).toEqual(['items.0']);
  });

  it('keeps the order limits and the stock rule', async () => {
    const { hoodie, beanie } = await hoodieAndBeanie(1);
    const over = await quickOrder([{ product_id: hoodie.id, size: 'M', quantity: 11 }]);
    expect(over.body).toMatchObject({ code: 'order_limit', limit: 'units_per_line' });
    const short = await quickOrder([
      { product_id: hoodie.id, size: 'M', quantity: 1 },
      { product_id: beanie.id, size: 'One Size', quantity: 2 },
    ]);
    expect(short.status).toBe(409);
    expect(short.body.invalid_items).toEqual([
      expect.objectContaining({ product_id: beanie.id, available_quantity: 1 }),
    ]);
    expect(await prisma.order.count()).toBe(0);
  });

  it("gives the cart's lines their products' offers, so the cart prices them as the order will", async () => {
    const { hoodie, beanie } = await hoodieAndBeanie();
    const guest = await createGuest();
    await createCartLine(guest.id, hoodie.id, 'M', 2);
    const cart = await api().get('/api/carts').set('Cookie', guest.cookie);
    expect(cart.body.data[0].product.offers).toMatchObject({
      tiers: [
        { min_qty: 2, unit_price: 224.1 },
        { min_qty: 3, unit_price: 211.65 },
      ],
      addons: [{ product_id: beanie.id, offer_price: 79 }],
    });
  });

  it('answers 409 totals_changed when an offer changes under an open checkout', async () => {
    const { hoodie } = await hoodieAndBeanie();
    const items = [{ product_id: hoodie.id, size: 'M', quantity: 2 }];
    // The page showed 2 × 224.10 (10 % off); the admin then makes it 5 %.
    const settings = (await api().get('/api/delivery')).body.data;
    const shown = { total_amount: 448.2, delivery_fee: deliveryFee(settings, 'Rabat', 448.2)! };
    expect((await setOffers(hoodie.id, { tiers: [{ min_qty: 2, percent_off: 5 }], addons: [] })).status).toBe(
      200,
    );
    const refused = await quickOrder(items, { expected_totals: shown });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'totals_changed', totals: { total_amount: 473.1 } });
    expect(await prisma.order.count()).toBe(0);
    const now = { total_amount: 473.1, delivery_fee: deliveryFee(settings, 'Rabat', 473.1)! };
    expect((await quickOrder(items, { expected_totals: now })).status).toBe(201);
  });
});
