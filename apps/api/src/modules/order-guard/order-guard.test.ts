import { BLOCKED_ORDER_MESSAGE, DEFAULT_ORDER_LIMITS, type BlocklistEntry } from '@vigor/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  browser,
  createCartLine,
  createGuest,
  createOrderRow,
  createProduct,
  createStaff,
  setOrderLimits,
  truncateAll,
} from '../../../test/factories.ts';

beforeEach(truncateAll);
afterEach(() => vi.useRealTimers());

const DAY_MS = 24 * 3_600_000;

function quickOrder(
  guest: { cookie: string },
  items: { product_id: number; size: string; quantity: number }[],
  phone = '0612345678',
) {
  return api()
    .post('/api/quick-cart/submit-order')
    .set('Cookie', guest.cookie)
    .send({ customer_name: 'Amina', customer_phone: phone, customer_city: 'Rabat', items });
}

async function cartOrder(
  guest: { id: string; cookie: string },
  productId: number,
  quantity: number,
  phone: string,
) {
  const line = await createCartLine(guest.id, productId, 'M', quantity);
  return api()
    .post('/api/sales')
    .set('Cookie', guest.cookie)
    .send({ customer_name: 'Amina', customer_phone: phone, customer_city: 'Rabat', cart_ids: [line.id] });
}

async function reservedUnits(productId: number) {
  const sizes = await prisma.productSize.findMany({ where: { product_id: productId } });
  return sizes.reduce((sum, s) => sum + s.reserved, 0);
}

const phoneNumber = (n: number) => `06${String(10_000_000 + n).padStart(8, '0')}`;

describe('order limits in the settings', () => {
  it('start at defaults a shopper never meets, and an admin changes them', async () => {
    const { bearer } = await createStaff();
    const read = await api().get('/api/admin/order-limits').set('Authorization', bearer);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(DEFAULT_ORDER_LIMITS);

    const changed = { ...DEFAULT_ORDER_LIMITS, units_per_line: 5, orders_per_address_per_hour: 500 };
    const saved = await api().put('/api/admin/order-limits').set('Authorization', bearer).send(changed);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(changed);
    expect((await api().get('/api/admin/order-limits').set('Authorization', bearer)).body.data).toEqual(
      changed,
    );

    const wrong = await api()
      .put('/api/admin/order-limits')
      .set('Authorization', bearer)
      .send({ ...changed, units_per_line: 0, units_per_order: 2.5 });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['units_per_line', 'units_per_order']);
  });
});

describe('units per line and per order', () => {
  it('refuse a quick order over either with 422 and hold nothing', async () => {
    const product = await createProduct({
      sizes: [
        { size: 'M', quantity: 100 },
        { size: 'L', quantity: 100 },
      ],
    });
    const guest = await createGuest();
    const line = await quickOrder(guest, [{ product_id: product.id, size: 'M', quantity: 11 }]);
    expect(line.status).toBe(422);
    expect(line.body).toMatchObject({
      message: 'You can order at most 10 units of one size. Please lower the quantity.',
      // What the storefront words in the page's language.
      code: 'order_limit',
      limit: 'units_per_line',
      value: 10,
    });
    const order = await quickOrder(guest, [
      { product_id: product.id, size: 'M', quantity: 10 },
      { product_id: product.id, size: 'L', quantity: 10 },
      { product_id: product.id, size: 'L', quantity: 1 },
    ]);
    // The two L lines are one line of 11 once merged: the line limit speaks first.
    expect(order.status).toBe(422);
    await setOrderLimits({ units_per_line: 20 });
    const over = await quickOrder(guest, [
      { product_id: product.id, size: 'M', quantity: 10 },
      { product_id: product.id, size: 'L', quantity: 11 },
    ]);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'order_limit', limit: 'units_per_order', value: 20 });
    expect(await prisma.order.count()).toBe(0);
    expect(await reservedUnits(product.id)).toBe(0);

    const fits = await quickOrder(guest, [
      { product_id: product.id, size: 'M', quantity: 10 },
      { product_id: product.id, size: 'L', quantity: 10 },
    ]);
    expect(fits.status).toBe(201);
    expect(await reservedUnits(product.id)).toBe(20);
  });

  it('refuse a cart order the same way and keep its lines in the cart', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 100 }] });
    const guest = await createGuest();
    const res = await cartOrder(guest, product.id, 11, '0612345678');
    expect(res.status).toBe(422);
    expect(res.body.limit).toBe('units_per_line');
    expect(await prisma.cartItem.count({ where: { session_id: guest.id } })).toBe(1);
    expect(await reservedUnits(product.id)).toBe(0);
  });

  it('are public to read, and a cart or quick-cart line stops at the units per line with the same refusal', async () => {
    await setOrderLimits({ units_per_line: 4, units_per_order: 9 });
    const limits = await api().get('/api/order-limits');
    expect(limits.status).toBe(200);
    expect(limits.body.data).toEqual({ units_per_line: 4, units_per_order: 9 });

    const product = await createProduct({ sizes: [{ size: 'M', quantity: 100 }] });
    const guest = await createGuest();
    const add = (quantity: number) =>
      api()
        .post('/api/carts')
        .set('Cookie', guest.cookie)
        .send({ product_id: product.id, size: 'M', quantity });
    const refusal = { code: 'order_limit', limit: 'units_per_line', value: 4 };
    const over = await add(5);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      ...refusal,
      message: 'You can order at most 4 units of one size. Please lower the quantity.',
    });
    // Adding to a line counts what it holds; setting its quantity is checked too.
    const line = await add(3);
    expect(line.status).toBe(201);
    expect((await add(2)).body).toMatchObject(refusal);
    const set = await api()
      .put(`/api/carts/${line.body.data.id}`)
      .set('Cookie', guest.cookie)
      .send({ quantity: 5, size: 'M' });
    expect(set.status).toBe(422);
    expect(set.body).toMatchObject(refusal);
    expect((await prisma.cartItem.findFirstOrThrow()).quantity).toBe(3);

    const quick = await api()
      .post('/api/quick-cart')
      .set('Cookie', guest.cookie)
      .send({ product_id: product.id, size: 'M', quantity: 5 });
    expect(quick.status).toBe(422);
    expect(quick.body).toMatchObject(refusal);
    expect(await prisma.quickCartItem.count()).toBe(0);
  });

  it('do not limit staff editing an order on the desk', async () => {
    const { bearer } = await createStaff();
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 100 }] });
    const order = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 1, price: 399 }]);
    await prisma.productSize.updateMany({ where: { product_id: product.id }, data: { reserved: 1 } });
    const res = await api()
      .patch(`/api/confirmation/orders/${order.id}`)
      .set('Authorization', bearer)
      .send({ items: [{ product_id: product.id, size: 'M', quantity: 30 }] });
    expect(res.status).toBe(200);
    expect(await reservedUnits(product.id)).toBe(30);
  });
});

describe('orders per phone, session and address', () => {
  it('takes 3 orders a phone in 24 hours, then 429 with Retry-After, and again after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 100 }] });
    for (let i = 0; i < 3; i++) {
      expect((await cartOrder(await createGuest(), product.id, 1, '0612345678')).status).toBe(201);
    }
    const fourth = await cartOrder(await createGuest(), product.id, 1, '+212 6 12 34 56 78');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ code: 'order_limit', limit: 'orders_per_phone_per_day', value: 3 });
    expect(fourth.body.message).toMatch(/3 orders today/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(DAY_MS / 1000 - 60);
    // Another phone still orders; the refused order held nothing.
    expect((await cartOrder(await createGuest(), product.id, 1, '0699999999')).status).toBe(201);
    expect(await reservedUnits(product.id)).toBe(4);

    vi.setSystemTime(Date.now() + DAY_MS + 1_000);
    expect((await cartOrder(await createGuest(), product.id, 1, '0612345678')).status).toBe(201);
  });

  it('takes 3 orders a guest session in 24 hours, whatever the phones', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 100 }] });
    const guest = await createGuest();
    for (let i = 0; i < 3; i++) {
      expect(
        (await quickOrder(guest, [{ product_id: product.id, size: 'M', quantity: 1 }], phoneNumber(i)))
          .status,
      ).toBe(201);
    }
    const fourth = await quickOrder(
      guest,
      [{ product_id: product.id, size: 'M', quantity: 1 }],
      phoneNumber(9),
    );
    expect(fourth.status).toBe(429);
    expect(fourth.body.limit).toBe('orders_per_session_per_day');
  });

  it('takes the per-address limit of the settings (30 an hour by default) from one address', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 100 }] });
    await setOrderLimits({ orders_per_address_per_hour: 2 });
    for (let i = 0; i < 2; i++) {
      expect((await cartOrder(await createGuest(), product.id, 1, phoneNumber(i))).status).toBe(201);
    }
    const third = await cartOrder(await createGuest(), product.id, 1, phoneNumber(5));
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      message: 'Too many orders from your network in the last hour. Please try again later.',
      code: 'order_limit',
      limit: 'orders_per_address_per_hour',
      value: 2,
    });
    // Raised in the settings, the next order passes at once.
    await setOrderLimits({ orders_per_address_per_hour: 3 });
    expect((await cartOrder(await createGuest(), product.id, 1, phoneNumber(6))).status).toBe(201);
  });

  it('does not count orders that were refused for stock or repeated with the same Idempotency-Key', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 2 }] });
    const guest = browser();
    await guest.post('/api/session/initialize');
    const send = (quantity: number, key: string) =>
      guest
        .post('/api/quick-cart/submit-order')
        .set('Idempotency-Key', key)
        .send({
          customer_name: 'Amina',
          customer_phone: '0612345678',
          customer_city: 'Rabat',
          items: [{ product_id: product.id, size: 'M', quantity }],
        });
    for (let i = 0; i < 4; i++) expect((await send(5, `short-${i}-key`)).status).toBe(409);
    expect((await send(1, 'first-order')).status).toBe(201);
    expect((await send(1, 'first-order')).status).toBe(200);
    expect((await send(1, 'first-order')).status).toBe(200);
    expect((await send(1, 'second-order')).status).toBe(201);
  });
});

describe('the flood of the Why: one guest cookie trying to hold a product', () => {
  it('is refused, holds nothing, and the product still sells to others', async () => {
    const sizes = ['S', 'M', 'L', 'XL', 'XXL'];
    const product = await createProduct({ sizes: sizes.map((size) => ({ size, quantity: 600 })) });
    const attacker = await createGuest();
    // Two quick orders of 20 lines of 99 units each.
    const flood = Array.from({ length: 20 }, (_, i) => ({
      product_id: product.id,
      size: sizes[i % 5]!,
      quantity: 99,
    }));
    const [first, second] = await Promise.all([quickOrder(attacker, flood), quickOrder(attacker, flood)]);
    expect([first.status, second.status]).toEqual([422, 422]);
    expect(await reservedUnits(product.id)).toBe(0);

    // The most the limits let through: 20 units an order, 3 orders a day; the next is refused.
    const largest = sizes.slice(0, 2).map((size) => ({ product_id: product.id, size, quantity: 10 }));
    for (let i = 0; i < 3; i++) expect((await quickOrder(attacker, largest)).status).toBe(201);
    const more = await quickOrder(attacker, largest, '0700000001');
    expect(more.status).toBe(429);
    expect(await reservedUnits(product.id)).toBe(60);

    const shopper = await createGuest();
    const bought = await quickOrder(
      shopper,
      [{ product_id: product.id, size: 'M', quantity: 2 }],
      '0677777777',
    );
    expect(bought.status).toBe(201);
  });
});

describe('blocklist', () => {
  it('refuses orders of a blocked phone neutrally, holds nothing, logs the refusal; unblocking is one action', async () => {
    const { bearer, user } = await createStaff();
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 10 }] });
    const blocked = await api()
      .post('/api/admin/blocklist')
      .set('Authorization', bearer)
      .send({ phone: '06 12-34.56 78', reason: 'Refused three parcels' });
    expect(blocked.status).toBe(201);
    expect(blocked.body.data).toMatchObject({
      phone: '+212612345678',
      ip: null,
      reason: 'Refused three parcels',
      created_by: user.nom,
      refused_orders: 0,
    });

    const guest = await createGuest();
    const refused = await cartOrder(guest, product.id, 1, '+212612345678');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: BLOCKED_ORDER_MESSAGE, code: 'order_refused' });
    expect(JSON.stringify(refused.body)).not.toMatch(/block/i);
    expect(await prisma.order.count()).toBe(0);
    expect(await reservedUnits(product.id)).toBe(0);
    expect(await prisma.cartItem.count({ where: { session_id: guest.id } })).toBe(1);
    expect(
      await prisma.blockedOrder.findMany({ select: { phone: true, session_id: true, ip: true } }),
    ).toEqual([{ phone: '+212612345678', session_id: guest.id, ip: '127.0.0.1' }]);
    // Refused before anything is counted: a blocked attempt is not an order.
    expect(await prisma.rateLimit.count()).toBe(0);
    const list = await api().get('/api/admin/blocklist').set('Authorization', bearer);
    const [entry] = list.body.data as BlocklistEntry[];
    expect(entry).toMatchObject({ id: blocked.body.data.id, refused_orders: 1 });
    expect(entry!.last_refused_at).not.toBeNull();

    const again = await api()
      .post('/api/admin/blocklist')
      .set('Authorization', bearer)
      .send({ phone: '0612345678', reason: 'x' });
    expect(again.status).toBe(409);

    const unblocked = await api().delete(`/api/admin/blocklist/${entry!.id}`).set('Authorization', bearer);
    expect(unblocked.status).toBe(200);
    expect(
      (await api().delete(`/api/admin/blocklist/${entry!.id}`).set('Authorization', bearer)).status,
    ).toBe(404);
    const cart = await prisma.cartItem.findFirstOrThrow({ where: { session_id: guest.id } });
    const placed = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .send({
        customer_name: 'Amina',
        customer_phone: '0612345678',
        customer_city: 'Rabat',
        cart_ids: [cart.id],
      });
    expect(placed.status).toBe(201);
    // The log outlives the entry.
    expect(await prisma.blockedOrder.count()).toBe(1);
  });

  it('refuses every phone from a blocked address, on the quick order too', async () => {
    const { bearer } = await createStaff();
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 10 }] });
    const res = await api()
      .post('/api/admin/blocklist')
      .set('Authorization', bearer)
      .send({ ip: '::ffff:127.0.0.1', reason: 'Fake orders from a script' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ phone: null, ip: '127.0.0.1' });
    const refused = await quickOrder(
      await createGuest(),
      [{ product_id: product.id, size: 'M', quantity: 1 }],
      phoneNumber(3),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: BLOCKED_ORDER_MESSAGE, code: 'order_refused' });
    expect(await reservedUnits(product.id)).toBe(0);
  });

  it('needs a phone or an address, and a reason', async () => {
    const { bearer } = await createStaff();
    const none = await api().post('/api/admin/blocklist').set('Authorization', bearer).send({ reason: 'x' });
    expect(none.status).toBe(400);
    expect(none.body.errors.phone).toEqual(['Give a phone number or an IP address']);
    const bad = await api()
      .post('/api/admin/blocklist')
      .set('Authorization', bearer)
      .send({ phone: '12345', ip: 'not an ip', reason: '' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['ip', 'phone', 'reason']);
  });
});
