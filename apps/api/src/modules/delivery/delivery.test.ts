import type { DeliverySettings } from '@vigor/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  createCartLine,
  createGuest,
  createProduct,
  createStaff,
  orderLines,
  setOrderLimits,
  truncateAll,
} from '../../../test/factories.ts';
import { MANY_ORDERS_FROM_ONE_CLIENT } from '../../../test/order-limits.ts';
import { prisma } from '../../../test/full-client.ts';
import { getDeliverySettings, updateDeliverySettings } from './delivery.service.ts';

let defaults: DeliverySettings;
beforeEach(async () => {
  await truncateAll();
  defaults = await getDeliverySettings();
});
// The settings are not part of truncateAll: put the migration's defaults back.
afterEach(async () => {
  await updateDeliverySettings({
    free_from: defaults.free_from,
    zones: defaults.zones.map(({ name, fee, cities }) => ({
      name,
      fee,
      cities: cities.map(({ name_fr, name_ar }) => ({ name_fr, name_ar })),
    })),
  });
});

const edited = {
  free_from: 800,
  zones: [
    { name: 'Grand Casablanca', fee: 15, cities: [{ name_fr: 'Casablanca', name_ar: 'الدار البيضاء' }] },
    { name: 'Rest of Morocco', fee: 40.5, cities: [{ name_fr: 'Rabat', name_ar: 'الرباط' }] },
  ],
};

const orderBody = { customer_name: 'Amina', customer_phone: '0612345678', customer_city: 'Rabat' };

describe('GET /api/delivery', () => {
  it('lists the seeded zones, Moroccan cities in French and Arabic, and the threshold, to anyone', async () => {
    const res = await api().get('/api/delivery');
    expect(res.status).toBe(200);
    const data = res.body.data as DeliverySettings;
    expect(data.free_from).toBe(599);
    expect(data.zones.map((z) => [z.name, z.fee])).toEqual([
      ['Casablanca', 20],
      ['Other cities', 35],
    ]);
    expect(data.zones[0]!.cities).toEqual([
      { id: expect.any(Number), name_fr: 'Casablanca', name_ar: 'الدار البيضاء' },
    ]);
    expect(data.zones[1]!.cities.length).toBeGreaterThan(30);
    expect(data.zones[1]!.cities).toContainEqual(
      expect.objectContaining({ name_fr: 'Marrakech', name_ar: 'مراكش' }),
    );
  });
});

describe('PUT /api/admin/delivery', () => {
  it('is for admins only', async () => {
    expect((await api().put('/api/admin/delivery').send(edited)).status).toBe(401);
    const traffic = await createStaff('traffic_admin');
    const res = await api().put('/api/admin/delivery').set('Authorization', traffic.bearer).send(edited);
    expect(res.status).toBe(403);
  });

  it('replaces the zones and threshold, and the next order is charged by them', async () => {
    const admin = await createStaff('admin');
    const res = await api().put('/api/admin/delivery').set('Authorization', admin.bearer).send(edited);
    expect(res.status).toBe(200);
    expect(res.body.data.free_from).toBe(800);
    expect(res.body.data.zones.map((z: { name: string; fee: number }) => [z.name, z.fee])).toEqual([
      ['Grand Casablanca', 15],
      ['Rest of Morocco', 40.5],
    ]);

    const product = await createProduct({ price: 700 });
    const guest = await createGuest();
    const orderTo = async (city: string, size: string) => {
      const line = await createCartLine(guest.id, product.id, size);
      return orderLines(guest, [line.id], city);
    };
    expect((await orderTo('Rabat', 'M')).body.data).toMatchObject({ total_amount: 700, delivery_fee: 40.5 });
    // A city no longer listed is refused.
    expect((await orderTo('Fès', 'L')).status).toBe(400);
  });

  it('refuses bad settings with field errors', async () => {
    const admin = await createStaff('admin');
    const res = await api()
      .put('/api/admin/delivery')
      .set('Authorization', admin.bearer)
      .send({ free_from: -1, zones: [] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['free_from', 'zones']);
  });
});

describe('a fee changed while a checkout is open', () => {
  /** What the checkout showed for 250 dh of goods to Rabat before the admin's change. */
  const shown = { total_amount: 250, delivery_fee: 35 };
  const changedTo = { total_amount: 250, delivery_fee: 40.5, cash_to_collect: 290.5 };

  async function openCheckout() {
    const product = await createProduct({ price: 250, sizes: [{ size: 'M', quantity: 3 }] });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 1);
    const page = (await api().get('/api/delivery')).body.data as DeliverySettings;
    expect(page.zones.find((z) => z.cities.some((c) => c.name_fr === 'Rabat'))?.fee).toBe(shown.delivery_fee);
    const admin = await createStaff('admin');
    expect(
      (await api().put('/api/admin/delivery').set('Authorization', admin.bearer).send(edited)).status,
    ).toBe(200);
    const held = async () =>
      (await prisma.productSize.findFirstOrThrow({ where: { product_id: product.id, size: 'M' } })).reserved;
    return { product, guest, line, held };
  }

  it('refuses the cart order with the new totals (409), holds nothing, and takes it at the new ones', async () => {
    const { guest, line, held } = await openCheckout();
    const order = (expected: typeof shown) =>
      api()
        .post('/api/sales')
        .set('Cookie', guest.cookie)
        .set('Idempotency-Key', 'checkout-attempt-1')
        .send({ ...orderBody, cart_ids: [line.id], expected_totals: expected });

    const refused = await order(shown);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'totals_changed', totals: changedTo });
    expect(refused.body.message).toMatch(/290\.50 dh/);
    expect(await prisma.order.count()).toBe(0);
    expect(await held()).toBe(0);
    expect(await prisma.cartItem.count({ where: { id: line.id } })).toBe(1);

    const placed = await order({ total_amount: 250, delivery_fee: 40.5 });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ total_amount: 250, delivery_fee: 40.5 });
    expect(await held()).toBe(1);
  });

  it('refuses the quick order the same way', async () => {
    const { product, guest, held } = await openCheckout();
    const order = (expected: typeof shown) =>
      api()
        .post('/api/quick-cart/submit-order')
        .set('Cookie', guest.cookie)
        .send({
          ...orderBody,
          items: [{ product_id: product.id, size: 'M', quantity: 1 }],
          expected_totals: expected,
        });

    const refused = await order(shown);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'totals_changed', totals: changedTo });
    expect(await prisma.order.count()).toBe(0);
    expect(await held()).toBe(0);
    expect((await order({ total_amount: 250, delivery_fee: 40.5 })).status).toBe(201);
  });
});

describe('zones saved while orders arrive', () => {
  it('never shows an order a half-saved list: every order to a city both lists have is taken', async () => {
    // One shopper places every order (127.0.0.1, one phone): the counts are raised as an admin would.
    await setOrderLimits(MANY_ORDERS_FROM_ONE_CLIENT);
    const admin = await createStaff('admin');
    const product = await createProduct({ price: 100 });
    const guest = await createGuest();
    // Two lists that both deliver to Rabat: each save replaces every zone and city of the other.
    const lists = [edited, { ...edited, zones: [...edited.zones].reverse() }];
    const save = (wave: number) =>
      api()
        .put('/api/admin/delivery')
        .set('Authorization', admin.bearer)
        .send(lists[wave % 2]);
    const order = () =>
      api()
        .post('/api/quick-cart/submit-order')
        .set('Cookie', guest.cookie)
        .send({ ...orderBody, items: [{ product_id: product.id, size: 'M', quantity: 1 }] });

    const refused: string[] = [];
    for (let wave = 0; wave < 40; wave += 1) {
      // Each save starts with a wave of orders, so every wave reads the zones while one is saved.
      const [saved, ...orders] = await Promise.all([save(wave), order(), order(), order()]);
      expect(saved.status).toBe(200);
      for (const answer of orders) if (answer.status !== 201) refused.push(`${answer.status} ${answer.text}`);
    }
    expect(refused).toEqual([]);
    expect(await prisma.order.count()).toBe(120);
  }, 60_000);
});
