import type { AdminOrder, AdminOrderDetail, OrderCreated, OrderRefused } from '@vigor/shared';
import { sumAmounts } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { prisma } from './orders-database.ts';
import request from 'supertest';
import {
  api,
  browser,
  createCartLine,
  createGuest,
  createOrderRow,
  createProduct,
  createStaff,
  MANY_ORDERS_FROM_ONE_CLIENT,
  orderLines,
  setOrderLimits,
  truncateAll,
} from '../../../test/factories.ts';

beforeEach(truncateAll);

const customer = {
  customer_name: 'Amina Alaoui',
  customer_phone: '06 12-34.56 78',
  customer_city: 'Casablanca',
};

async function reserved(productId: number, size = 'M') {
  return (
    await prisma.productSize.findUniqueOrThrow({
      where: { product_id_size: { product_id: productId, size } },
    })
  ).reserved;
}

describe('POST /api/sales in a storefront language', () => {
  it('stores the language the order was placed in, English when none is said, and refuses others', async () => {
    const hoodie = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 5 }] });
    /** One shopper's order of one line, in `language` when given. */
    const orderIn = async (language?: string) => {
      const guest = browser();
      const line = await guest.post('/api/carts').send({ product_id: hoodie.id, size: 'M', quantity: 1 });
      return guest
        .post('/api/sales')
        .send({ ...customer, ...(language && { language }), cart_ids: [line.body.data.id] });
    };

    const arabic = await orderIn('ar');
    expect(arabic.status).toBe(201);
    expect(arabic.body.data.language).toBe('ar');
    expect((await orderIn()).body.data.language).toBe('en');
    const stored = await prisma.order.findMany({ orderBy: { id: 'asc' }, select: { language: true } });
    expect(stored.map((o) => o.language)).toEqual(['ar', 'en']);

    const german = await orderIn('de');
    expect(german.status).toBe(400);
    expect(german.body.errors).toHaveProperty('language');
    expect(await prisma.order.count()).toBe(2);
  });

  it("names each item of the receipt in the order's language, else by the name copied at order time", async () => {
    const hoodie = await createProduct({
      name: 'Atlas Hoodie',
      name_ar: 'هودي أطلس',
      sizes: [{ size: 'M', quantity: 5 }],
    });
    const guest = await createGuest();
    const orderIn = async (language: string) => {
      const line = await createCartLine(guest.id, hoodie.id, 'M', 1);
      const placed = await api()
        .post('/api/sales')
        .set('Cookie', guest.cookie)
        .send({ ...customer, language, cart_ids: [line.id] });
      const reference = placed.body.data.reference as string;
      const page = await api().get(`/api/sales/receipt/${reference}`);
      return [placed.body.data.items[0].name, page.body.data.items[0].name];
    };
    expect(await orderIn('ar')).toEqual(['هودي أطلس', 'هودي أطلس']);
    // No French name: the English one, on the thank-you and on the order's page alike.
    expect(await orderIn('fr')).toEqual(['Atlas Hoodie', 'Atlas Hoodie']);
    // Staff read the name copied at order time, whatever the language.
    const stored = await prisma.orderItem.findMany({ select: { product_name: true } });
    expect(stored.map((i) => i.product_name)).toEqual(['Atlas Hoodie', 'Atlas Hoodie']);
  });
});

describe('POST /api/sales', () => {
  it('orders the chosen cart lines at database prices and removes them from the cart', async () => {
    const hoodie = await createProduct({
      name: 'Shadow',
      price: 449,
      prix_reduction: 399,
      image: 'products/abc',
      sizes: [{ size: 'M', quantity: 5 }],
    });
    const beanie = await createProduct({ name: 'Cap', type: 'beanies', price: 99.9 });
    const guest = browser();
    // The browser's prices are ignored everywhere.
    const a = await guest
      .post('/api/carts')
      .send({ product_id: hoodie.id, size: 'M', quantity: 2, price: 1 });
    const b = await guest
      .post('/api/carts')
      .send({ product_id: beanie.id, size: 'S', quantity: 1, price: 0 });
    const kept = await guest.post('/api/carts').send({ product_id: beanie.id, size: 'L', quantity: 1 });

    const res = await guest
      .post('/api/sales')
      .send({ ...customer, cart_ids: [a.body.data.id, b.body.data.id] });
    expect(res.status).toBe(201);
    const body = res.body as OrderCreated;
    expect(body).toEqual({
      success: true,
      message: 'Order created successfully',
      data: {
        id: expect.any(Number),
        reference: expect.stringMatching(/^[\w-]{22}$/),
        status: 'pending',
        customer_city: 'Casablanca',
        language: 'en',
        total_amount: 897.9,
        delivery_fee: 0,
        items: [
          // Every order line answers its unit price, offer and discount (none here: docs/product.md "Offers").
          {
            name: 'Shadow',
            size: 'M',
            quantity: 2,
            price: 399,
            unit_price: 399,
            offer: null,
            discount: 0,
            pre_order: false,
            expected_ship_date: null,
          },
          {
            name: 'Cap',
            size: 'S',
            quantity: 1,
            price: 99.9,
            unit_price: 99.9,
            offer: null,
            discount: 0,
            pre_order: false,
            expected_ship_date: null,
          },
        ],
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/Amina|612345678/);

    const order = await prisma.order.findUniqueOrThrow({
      where: { id: body.data.id },
      include: { items: { orderBy: { id: 'asc' } } },
    });
    expect(order).toMatchObject({
      customer_phone: '+212612345678',
      customer_name: 'Amina Alaoui',
      status: 'pending',
    });
    expect(Number(order.total_amount)).toBe(897.9);
    expect(order.items[0]).toMatchObject({
      product_name: 'Shadow',
      product_image: 'products/abc',
      quantity: 2,
    });
    expect([Number(order.items[0]!.price), Number(order.items[0]!.original_price)]).toEqual([399, 449]);
    expect(await reserved(hoodie.id)).toBe(2);

    const cart = await guest.get('/api/carts');
    expect(cart.body.data.map((l: { id: number }) => l.id)).toEqual([kept.body.data.id]);
  });

  it.each([
    ['Casablanca', 2, 'Casablanca', 500, 20],
    ['rabat', 2, 'Rabat', 500, 35],
    ['الرباط', 3, 'Rabat', 750, 0],
    ['Casablanca', 3, 'Casablanca', 750, 0],
  ])('charges %s the fee of its zone (%i units)', async (typed, quantity, city, total, fee) => {
    const product = await createProduct({ price: 250 });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', quantity);
    const res = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .send({ ...customer, customer_city: typed, cart_ids: [line.id] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ customer_city: city, total_amount: total, delivery_fee: fee });
    const stored = await prisma.order.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect({ city: stored.customer_city, fee: Number(stored.delivery_fee) }).toEqual({ city, fee });
  });

  it("opens an order's page by its random reference, in any browser, and never by its id", async () => {
    const product = await createProduct({ price: 250 });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 1);
    const placed = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .send({ ...customer, customer_city: 'Rabat', cart_ids: [line.id] });
    const { id, reference } = placed.body.data as { id: number; reference: string };
    expect(reference).toMatch(/^[\w-]{22}$/);
    expect(placed.body.data.status).toBe('pending');
    const stored = await prisma.order.findUniqueOrThrow({ where: { id }, select: { reference: true } });
    expect(stored.reference).toBe(reference);

    // The link the shopper got opens on another phone, with no session: only the receipt.
    const page = await api().get(`/api/sales/receipt/${reference}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual({ ...placed.body.data, shipment: null });
    for (const secret of ['customer_name', 'customer_phone', 'customer_address', 'session_id']) {
      expect(page.body.data).not.toHaveProperty(secret);
    }
    // The status as the shop knows it.
    await prisma.order.update({ where: { id }, data: { status: 'confirmed' } });
    expect((await api().get(`/api/sales/receipt/${reference}`)).body.data.status).toBe('confirmed');

    // Counting ids finds nothing, nor does a reference of the right shape that is not one.
    expect((await api().get(`/api/sales/receipt/${id}`)).status).toBe(404);
    expect((await api().get(`/api/sales/mine/${id}`).set('Cookie', guest.cookie)).status).toBe(404);
    const other = reference.startsWith('A') ? `B${reference.slice(1)}` : `A${reference.slice(1)}`;
    expect((await api().get(`/api/sales/receipt/${other}`)).status).toBe(404);
  });

  it("shows the carrier and tracking code on the order's page once shipped, and nothing else of the batch", async () => {
    const product = await createProduct({ price: 250 });
    const place = async () => {
      const guest = await createGuest();
      const line = await createCartLine(guest.id, product.id, 'M', 1);
      const res = await api()
        .post('/api/sales')
        .set('Cookie', guest.cookie)
        .send({ ...customer, customer_city: 'Rabat', cart_ids: [line.id] });
      return res.body.data as { id: number; reference: string };
    };
    const [mine, theirs] = [await place(), await place()];
    const page = async (reference: string) => (await api().get(`/api/sales/receipt/${reference}`)).body.data;
    const amana = await prisma.carrier.create({ data: { name: 'Amana' } });
    const ship = async (id: number, status: 'shipped' | 'returned', tracking: string | null) => {
      const batch = await prisma.shipmentBatch.create({ data: { carrier_id: amana.id } });
      await prisma.order.update({
        where: { id },
        data: { status, tracking_number: tracking, shipment_batch: { connect: { id: batch.id } } },
      });
    };

    expect((await page(mine.reference)).shipment).toBeNull();
    await ship(mine.id, 'shipped', 'AM-2026-77');
    await ship(theirs.id, 'returned', null);
    const shown = await page(mine.reference);
    expect(shown.shipment).toEqual({ carrier: 'Amana', tracking_code: 'AM-2026-77' });
    expect(Object.keys(shown).sort()).toEqual(
      [
        'customer_city',
        'delivery_fee',
        'id',
        'items',
        'language',
        'reference',
        'shipment',
        'status',
        'total_amount',
      ].sort(),
    );
    // Each page shows its own parcel: a carrier with no tracking code, or none before shipping.
    expect((await page(theirs.reference)).shipment).toEqual({ carrier: 'Amana', tracking_code: null });
    await prisma.order.update({ where: { id: theirs.id }, data: { status: 'confirmed' } });
    expect((await page(theirs.reference)).shipment).toBeNull();
  });

  it('refuses an order whose price changed since the page showed it (409 with the totals of now)', async () => {
    const product = await createProduct({ price: 250, sizes: [{ size: 'M', quantity: 2 }] });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 2);
    const order = (total_amount: number) =>
      orderLines(guest, [line.id]).send({ expected_totals: { total_amount, delivery_fee: 35 } });
    await prisma.product.update({ where: { id: product.id }, data: { price: 260 } });

    const refused = await order(500);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'totals_changed',
      totals: { total_amount: 520, delivery_fee: 35, cash_to_collect: 555 },
    });
    expect(await prisma.order.count()).toBe(0);
    expect(await reserved(product.id)).toBe(0);
    expect((await order(520)).status).toBe(201);
    expect(await reserved(product.id)).toBe(2);
  });

  it('refuses shown totals that are not amounts', async () => {
    const product = await createProduct({ price: 250 });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 1);
    const res = await orderLines(guest, [line.id]).send({
      expected_totals: { total_amount: '250', delivery_fee: 35.001 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'expected_totals.delivery_fee',
      'expected_totals.total_amount',
    ]);
    expect(await prisma.order.count()).toBe(0);
  });

  it('gives every order its own reference', async () => {
    const product = await createProduct({ price: 100, sizes: [{ size: 'M', quantity: 50 }] });
    const references = new Set<string>();
    // As many as one phone may place in a day (the order limits).
    for (let i = 0; i < 3; i++) {
      const guest = await createGuest();
      const line = await createCartLine(guest.id, product.id, 'M', 1);
      references.add((await orderLines(guest, [line.id])).body.data.reference as string);
    }
    expect(references.size).toBe(3);
  });

  it('refuses a city the shop does not deliver to, before touching stock', async () => {
    const product = await createProduct({ price: 250, sizes: [{ size: 'M', quantity: 1 }] });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 1);
    const res = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .send({ ...customer, customer_city: 'Paris', cart_ids: [line.id] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      customer_city: ['Choose your city from the list of delivery cities.'],
    });
    expect(await reserved(product.id)).toBe(0);
  });

  it('refuses bad input with field errors', async () => {
    const guest = await createGuest();
    const res = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .send({ customer_name: ' ', customer_phone: '12345', cart_ids: [], total_amount: 1 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'body',
      'cart_ids',
      'customer_city',
      'customer_name',
      'customer_phone',
    ]);
    expect(res.body.errors.cart_ids).toEqual(['Please select at least one item to order.']);

    const product = await createProduct();
    const line = await createCartLine(guest.id, product.id);
    const badKey = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .set('Idempotency-Key', 'no spaces allowed!')
      .send({ ...customer, cart_ids: [line.id] });
    expect(badKey.status).toBe(400);
    expect(badKey.body.errors['Idempotency-Key']).toBeDefined();
    expect(await prisma.order.count()).toBe(0);
  });

  it("never orders another session's lines", async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 5 }] });
    const a = await createGuest();
    const b = await createGuest();
    const aLine = await createCartLine(a.id, product.id, 'M', 1);
    const bLine = await createCartLine(b.id, product.id, 'M', 1);
    for (const ids of [[aLine.id], [bLine.id, aLine.id]]) {
      const res = await api()
        .post('/api/sales')
        .set('Cookie', b.cookie)
        .send({ ...customer, cart_ids: ids });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Cart item not found.' });
    }
    const anonymous = await api()
      .post('/api/sales')
      .send({ ...customer, cart_ids: [aLine.id] });
    expect(anonymous.status).toBe(404);
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.cartItem.count()).toBe(2);
    expect(await reserved(product.id)).toBe(0);
  });

  it('refuses the whole order with invalid_items when a line cannot be served', async () => {
    const short = await createProduct({ name: 'Short', sizes: [{ size: 'M', quantity: 3, reserved: 2 }] });
    const fine = await createProduct({ name: 'Fine', sizes: [{ size: 'L', quantity: 10 }] });
    const soon = await createProduct({ name: 'Soon' });
    const guest = await createGuest();
    const lines = [
      await createCartLine(guest.id, short.id, 'M', 2),
      await createCartLine(guest.id, fine.id, 'L', 1),
      await createCartLine(guest.id, soon.id, 'M', 1),
    ];
    await prisma.product.update({ where: { id: soon.id }, data: { status: 'coming_soon' } });
    const res = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .send({ ...customer, cart_ids: lines.map((l) => l.id) });
    expect(res.status).toBe(409);
    const body = res.body as OrderRefused;
    expect(body.success).toBe(false);
    expect(body.message).toContain('Short size M (available: 1)');
    expect(body.invalid_items).toEqual([
      {
        cart_id: lines[0]!.id,
        product_id: short.id,
        product_name: 'Short',
        size: 'M',
        requested_quantity: 2,
        available_quantity: 1,
        reason: 'insufficient_stock',
      },
      {
        cart_id: lines[2]!.id,
        product_id: soon.id,
        product_name: 'Soon',
        size: 'M',
        requested_quantity: 1,
        available_quantity: 0,
        reason: 'not_orderable',
      },
    ]);
    // Rolled back: nothing reserved, nothing ordered, the cart untouched.
    expect(await reserved(short.id)).toBe(2);
    expect(await reserved(fine.id, 'L')).toBe(0);
    expect(await prisma.order.count()).toBe(0);
    expect(await prisma.cartItem.count()).toBe(3);
  });

  it('lets pre-orders go past the stock, and keeps the shipping date promised on the order line', async () => {
    const product = await createProduct({
      status: 'pre_order',
      expected_ship_date: new Date('2026-12-15T00:00:00Z'),
      sizes: [{ size: 'M', quantity: 1 }],
    });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 4);
    const res = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .send({ ...customer, cart_ids: [line.id] });
    expect(res.status).toBe(201);
    expect(await reserved(product.id)).toBe(4);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ pre_order: true, expected_ship_date: '2026-12-15' }),
    ]);
    // The promise stays with the order when the product's date moves on.
    await prisma.product.update({ where: { id: product.id }, data: { expected_ship_date: null } });
    const mine = await api().get(`/api/sales/receipt/${res.body.data.reference}`);
    expect(mine.body.data.items[0]).toMatchObject({ pre_order: true, expected_ship_date: '2026-12-15' });
  });

  it('serves exactly the 5 units left to 50 shoppers ordering at once', async () => {
    const product = await createProduct({
      name: 'Last ones',
      sizes: [{ size: 'M', quantity: 12, reserved: 7 }],
    });
    // 50 shoppers from one address with one phone: the order counts are set for them.
    await setOrderLimits(MANY_ORDERS_FROM_ONE_CLIENT);
    const guests = await Promise.all(Array.from({ length: 50 }, () => createGuest()));
    const lines = await Promise.all(guests.map((g) => createCartLine(g.id, product.id, 'M', 1)));
    const app = createApp();
    const results = await Promise.all(
      guests.map((g, i) =>
        request(app)
          .post('/api/sales')
          .set('Cookie', g.cookie)
          .send({ ...customer, cart_ids: [lines[i]!.id] }),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const res of refused) {
      expect(res.body.success).toBe(false);
      expect(res.body.invalid_items).toEqual([
        expect.objectContaining({ product_id: product.id, available_quantity: 0 }),
      ]);
    }
    const size = await prisma.productSize.findFirstOrThrow({ where: { product_id: product.id } });
    expect(size.reserved).toBe(size.quantity);
    expect(await prisma.orderItem.count({ where: { product_id: product.id } })).toBe(5);
    expect(await prisma.order.count()).toBe(5);
    expect(await prisma.cartItem.count()).toBe(45);
  });

  it('orders a cart line once when the same checkout is sent twice at once without a key', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 10 }] });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 3);
    const app = createApp();
    const send = () =>
      request(app)
        .post('/api/sales')
        .set('Cookie', guest.cookie)
        .send({ ...customer, cart_ids: [line.id] });
    const results = await Promise.all([send(), send(), send()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 404, 404]);
    expect(await prisma.order.count()).toBe(1);
    expect(await reserved(product.id)).toBe(3);
  });

  it('returns the first order for a repeated Idempotency-Key, even when both arrive at once', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 10 }] });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 2);
    const app = createApp();
    const send = () =>
      request(app)
        .post('/api/sales')
        .set('Cookie', guest.cookie)
        .set('Idempotency-Key', 'checkout-1234-abcd')
        .send({ ...customer, cart_ids: [line.id] });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.data).toEqual(second.body.data);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await prisma.order.count()).toBe(1);
    expect(await reserved(product.id)).toBe(2);

    // Another session may use the same key: it is its own order.
    const other = await createGuest();
    const otherLine = await createCartLine(other.id, product.id, 'M', 1);
    const mine = await request(app)
      .post('/api/sales')
      .set('Cookie', other.cookie)
      .set('Idempotency-Key', 'checkout-1234-abcd')
      .send({ ...customer, cart_ids: [otherLine.id] });
    expect(mine.status).toBe(201);
    expect(await prisma.order.count()).toBe(2);
  });
});

describe('the address (street, district) at checkout and quick order', () => {
  it('stores it trimmed, an empty one as none, and the admin list and the desk show it', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 5 }] });
    const guest = browser();
    const cartOrder = async (address?: string) => {
      const line = await guest.post('/api/carts').send({ product_id: product.id, size: 'M', quantity: 1 });
      return guest.post('/api/sales').send({
        ...customer,
        ...(address !== undefined && { customer_address: address }),
        cart_ids: [line.body.data.id],
      });
    };
    const typed = await cartOrder('  12 rue Ibn Battouta, Maarif ');
    expect(typed.status).toBe(201);
    // The shopper's receipt names neither the phone nor the address.
    expect(typed.body.data).not.toHaveProperty('customer_address');
    const blank = await cartOrder('   ');
    expect(blank.status).toBe(201);
    const quick = await browser()
      .post('/api/quick-cart/submit-order')
      .send({
        ...customer,
        customer_address: 'Hay Riad, immeuble 4',
        items: [{ product_id: product.id, size: 'M', quantity: 1 }],
      });
    expect(quick.status).toBe(201);
    const stored = await prisma.order.findMany({
      orderBy: { id: 'asc' },
      select: { customer_address: true },
    });
    expect(stored.map((o) => o.customer_address)).toEqual([
      '12 rue Ibn Battouta, Maarif',
      null,
      'Hay Riad, immeuble 4',
    ]);

    const { bearer } = await createStaff();
    const list = await api().get('/api/sales').set('Authorization', bearer);
    expect((list.body.data as AdminOrder[]).map((o) => o.customer_address)).toEqual([
      'Hay Riad, immeuble 4',
      null,
      '12 rue Ibn Battouta, Maarif',
    ]);
    const desk = await api()
      .get(`/api/confirmation/orders/${typed.body.data.id}`)
      .set('Authorization', bearer);
    expect(desk.body.data.customer_address).toBe('12 rue Ibn Battouta, Maarif');
  });

  it('refuses an address over 200 characters with its field error, and orders nothing', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 5 }] });
    const guest = browser();
    const line = await guest.post('/api/carts').send({ product_id: product.id, size: 'M', quantity: 1 });
    const long = 'a'.repeat(201);
    const cart = await guest
      .post('/api/sales')
      .send({ ...customer, customer_address: long, cart_ids: [line.body.data.id] });
    expect(cart.status).toBe(400);
    expect(cart.body.errors).toEqual({ customer_address: ['The address is at most 200 characters'] });
    const quick = await guest.post('/api/quick-cart/submit-order').send({
      ...customer,
      customer_address: long,
      items: [{ product_id: product.id, size: 'M', quantity: 1 }],
    });
    expect(quick.status).toBe(400);
    expect(quick.body.errors).toEqual({ customer_address: ['The address is at most 200 characters'] });
    expect(await prisma.order.count()).toBe(0);
    expect(await reserved(product.id)).toBe(0);
    // The cart line is still there to order with a shorter address.
    const retried = await guest
      .post('/api/sales')
      .send({ ...customer, customer_address: 'a'.repeat(200), cart_ids: [line.body.data.id] });
    expect(retried.status).toBe(201);
  });
});

describe('admin /api/sales', () => {
  async function seedOrders() {
    const product = await createProduct({
      name: 'Shadow',
      sizes: [{ size: 'M', quantity: 10, reserved: 3 }],
    });
    const first = await createOrderRow(
      [{ product_id: product.id, size: 'M', quantity: 1, price: 300, name: 'Shadow' }],
      {
        customer_name: 'Youssef Benali',
        customer_phone: '+212612345678',
        customer_city: 'Rabat',
        status: 'delivered',
        created_at: new Date('2025-01-01'),
      },
    );
    const second = await createOrderRow(
      [{ product_id: product.id, size: 'M', quantity: 2, price: 200, name: 'Shadow' }],
      {
        customer_name: 'Sara Idrissi',
        customer_phone: '+212700000001',
        customer_city: 'Fès',
        created_at: new Date('2025-02-01'),
      },
    );
    const third = await createOrderRow(
      [{ product_id: null, size: 'L', quantity: 1, price: 150, name: 'Old beanie' }],
      {
        customer_name: 'Youssef Benali',
        customer_phone: '+212612345678',
        customer_city: 'Rabat',
        status: 'canceled',
        created_at: new Date('2025-03-01'),
      },
    );
    return { product, first, second, third };
  }

  it('needs an admin token', async () => {
    const traffic = await createStaff('traffic_admin');
    const order = await createOrderRow([{ product_id: null, size: 'M', quantity: 1 }]);
    for (const req of [
      api().get('/api/sales'),
      api().get(`/api/sales/${order.id}`),
      api().put(`/api/sales/${order.id}`).send({ status: 'confirmed' }),
      api().delete(`/api/sales/${order.id}`),
    ]) {
      expect((await req).status).toBe(401);
    }
    for (const req of [
      api().get('/api/sales').set('Authorization', traffic.bearer),
      api().get(`/api/sales/${order.id}`).set('Authorization', traffic.bearer),
      api().put(`/api/sales/${order.id}`).set('Authorization', traffic.bearer).send({ status: 'confirmed' }),
      api().delete(`/api/sales/${order.id}`).set('Authorization', traffic.bearer),
    ]) {
      expect((await req).status).toBe(403);
    }
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('pending');
  });

  it('reads one order with its lines, totals and history; 404 for an unknown id', async () => {
    const { bearer, user } = await createStaff('admin', 'amina');
    const guest = await createGuest();
    const product = await createProduct({
      name: 'Shadow',
      price: 249.5,
      sizes: [{ size: 'M', quantity: 5 }],
    });
    const line = await createCartLine(guest.id, product.id, 'M', 2);
    const placed = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .send({ ...customer, cart_ids: [line.id] })
      .expect(201);
    const id = placed.body.data.id as number;
    await api()
      .put(`/api/sales/${id}`)
      .set('Authorization', bearer)
      .send({ status: 'contacted' })
      .expect(200);

    const res = await api().get(`/api/sales/${id}`).set('Authorization', bearer).expect(200);
    const order = res.body.data as AdminOrderDetail;
    expect(order).toMatchObject({
      id,
      reference: placed.body.data.reference,
      status: 'contacted',
      customer_name: customer.customer_name,
      customer_city: customer.customer_city,
      language: 'en',
      items: [
        {
          product_id: product.id,
          product_name: 'Shadow',
          size: 'M',
          quantity: 2,
          unit_price: 249.5,
          line_total: 499,
        },
      ],
    });
    const fee = order.totals.delivery_fee;
    expect(order.totals).toEqual({
      goods_total: 499,
      delivery_fee: fee,
      cash_to_collect: sumAmounts([499, fee]),
    });
    expect(order.history.map((e) => [e.kind, e.who])).toEqual([
      ['placed', null],
      ['status', { id: user.id, nom: 'amina' }],
    ]);
    expect(order.history[1]!.details).toEqual({
      type: 'status',
      cause: 'sales',
      from: 'pending',
      to: 'contacted',
    });
    expect(Date.parse(order.history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(order.created_at));

    const missing = await api().get('/api/sales/99999').set('Authorization', bearer);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Order not found.' });
  });

  it('asks a reason for a move off the workflow: 400 without one and nothing changes, a correction with one', async () => {
    const { bearer, user } = await createStaff('admin', 'karim');
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 3, reserved: 1 }] });
    const order = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 1 }]);
    const state = async () => ({
      order: await prisma.order.findUniqueOrThrow({ where: { id: order.id } }),
      events: await prisma.orderEvent.findMany({ where: { order_id: order.id } }),
    });
    const before = await state();
    const put = (body: object) => api().put(`/api/sales/${order.id}`).set('Authorization', bearer).send(body);

    for (const body of [{ status: 'shipped' }, { status: 'shipped', reason: '   ' }]) {
      const refused = await put(body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.reason).toHaveLength(1);
    }
    expect((await put({ status: 'shipped' })).body).toEqual({
      message: 'Moving an order from Pending to Shipped skips its workflow: say why.',
      errors: { reason: ['A reason is required for this correction'] },
    });
    expect((await put({ status: 'shipped', reason: 'x'.repeat(501) })).body.errors.reason).toEqual([
      'The reason is at most 500 characters',
    ]);
    expect(await state()).toEqual(before);

    const moved = await put({ status: 'shipped', reason: '  Handed to the courier at the shop  ' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.status).toBe('shipped');
    const detail = await api().get(`/api/sales/${order.id}`).set('Authorization', bearer).expect(200);
    expect((detail.body.data as AdminOrderDetail).history).toEqual([
      {
        id: expect.any(Number),
        kind: 'correction',
        at: expect.any(String),
        who: { id: user.id, nom: 'karim' },
        details: {
          type: 'correction',
          from: 'pending',
          to: 'shipped',
          reason: 'Handed to the courier at the shop',
        },
      },
    ]);
  });

  it('lists newest first with items, phone history, status counts and revenue', async () => {
    const { bearer } = await createStaff();
    const { first, second, third } = await seedOrders();
    const res = await api().get('/api/sales').set('Authorization', bearer);
    expect(res.status).toBe(200);
    const orders = res.body.data as AdminOrder[];
    expect(orders.map((o) => o.id)).toEqual([third.id, second.id, first.id]);
    expect(res.body.meta).toEqual({
      page: 1,
      per_page: 10,
      total: 3,
      total_pages: 1,
      status_counts: {
        pending: 1,
        contacted: 0,
        confirmed: 0,
        shipped: 0,
        delivered: 1,
        refused: 0,
        returned: 0,
        canceled: 1,
      },
      revenue: 700,
      collected_revenue: 0,
    });
    expect(orders[2]).toMatchObject({
      customer_name: 'Youssef Benali',
      customer_phone: '+212612345678',
      status: 'delivered',
      total_amount: 300,
      sale_date: '2025-01-01T00:00:00.000Z',
      phone_history: { orders: 0, canceled: 0, delivered: 0 },
      items: [
        {
          product_id: expect.any(Number),
          size: 'M',
          quantity: 1,
          price: 300,
          product: { name: 'Shadow', price: 300, prix_reduction: null },
        },
      ],
    });
    expect(orders[1]!.phone_history).toEqual({ orders: 0, canceled: 0, delivered: 0 });
    // The later order of the same phone counts the earlier, delivered one; not itself.
    expect(orders[0]!.phone_history).toEqual({ orders: 1, canceled: 0, delivered: 1 });
  });

  it("shows an agent the orders and their own totals, never the list's money figures", async () => {
    const agent = await createStaff('agent');
    await seedOrders();
    const res = await api().get('/api/sales').set('Authorization', agent.bearer);
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(3);
    expect(res.body.meta).not.toHaveProperty('revenue');
    expect(res.body.meta).not.toHaveProperty('collected_revenue');
    expect((res.body.data as AdminOrder[]).map((o) => o.total_amount).sort((a, b) => a - b)).toEqual([
      150, 300, 400,
    ]);
  });

  it("counts in an order's phone history only the orders of that phone placed before it", async () => {
    const { bearer } = await createStaff();
    const phone = '+212655555555';
    const at = (iso: string, status: 'pending' | 'canceled' = 'pending') =>
      createOrderRow([{ product_id: null, size: 'M', quantity: 1, price: 100, name: 'Tee' }], {
        customer_phone: phone,
        status,
        created_at: new Date(iso),
      });
    const oldest = await at('2025-01-01', 'canceled');
    const middle = await at('2025-02-01');
    // Placed at the same instant as `middle`: the smaller id came first.
    const twin = await at('2025-02-01');
    const newest = await at('2025-04-01');
    const res = await api().get('/api/sales').set('Authorization', bearer);
    const history = new Map((res.body.data as AdminOrder[]).map((o) => [o.id, o.phone_history] as const));
    expect(history.get(oldest.id)).toEqual({ orders: 0, canceled: 0, delivered: 0 });
    expect(history.get(middle.id)).toEqual({ orders: 1, canceled: 1, delivered: 0 });
    expect(history.get(twin.id)).toEqual({ orders: 2, canceled: 1, delivered: 0 });
    expect(history.get(newest.id)).toEqual({ orders: 3, canceled: 1, delivered: 0 });
  });

  it('searches name, phone (typed the local way too), city, id and product name; filters and paginates', async () => {
    const { bearer } = await createStaff();
    const { first, second, third } = await seedOrders();
    const ids = async (qs: string) =>
      ((await api().get(`/api/sales?${qs}`).set('Authorization', bearer)).body.data as AdminOrder[]).map(
        (o) => o.id,
      );
    expect(await ids('q=youssef')).toEqual([third.id, first.id]);
    expect(await ids('q=0612345678')).toEqual([third.id, first.id]);
    expect(await ids(`q=${encodeURIComponent('06 12 34')}`)).toEqual([third.id, first.id]);
    expect(await ids('q=f%C3%A8s')).toEqual([second.id]);
    expect(await ids(`q=${second.id}`)).toContain(second.id);
    expect(await ids('q=old%20beanie')).toEqual([third.id]);
    expect(await ids('q=youssef&status=canceled')).toEqual([third.id]);
    expect(await ids('q=%25')).toEqual([]);

    const filtered = await api().get('/api/sales?q=youssef&status=delivered').set('Authorization', bearer);
    expect(filtered.body.meta).toMatchObject({
      total: 1,
      status_counts: { delivered: 1, canceled: 1, pending: 0 },
      revenue: 300,
    });
    const page2 = await api().get('/api/sales?per_page=2&page=2').set('Authorization', bearer);
    expect(page2.body.data.map((o: AdminOrder) => o.id)).toEqual([first.id]);
    expect(page2.body.meta).toMatchObject({ total: 3, total_pages: 2 });

    const bad = await api().get('/api/sales?status=lost&page=0&sort=x').set('Authorization', bearer);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'query', 'status']);
  });

  it('canceling frees the units and leaving canceled takes them again, or 409 when they are gone', async () => {
    const { bearer } = await createStaff();
    const product = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 3 }] });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 2);
    const placed = await api()
      .post('/api/sales')
      .set('Cookie', guest.cookie)
      .send({ ...customer, cart_ids: [line.id] });
    const id = placed.body.data.id;
    expect(await reserved(product.id)).toBe(2);
    const put = (status: string, reason?: string) =>
      api().put(`/api/sales/${id}`).set('Authorization', bearer).send({ status, reason });

    const canceled = await put('canceled');
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({
      success: true,
      data: { id, status: 'canceled', phone_history: { orders: 0, canceled: 0 } },
    });
    expect(await reserved(product.id)).toBe(0);
    expect((await put('canceled')).status).toBe(200);
    expect(await reserved(product.id)).toBe(0);

    expect((await put('confirmed', 'the customer called back')).body.data.status).toBe('confirmed');
    expect(await reserved(product.id)).toBe(2);
    expect((await put('delivered', 'delivered by the shop itself')).status).toBe(200);
    expect(await reserved(product.id)).toBe(2);

    await put('canceled', 'typed on the wrong order');
    await prisma.productSize.updateMany({ where: { product_id: product.id }, data: { reserved: 2 } });
    const refused = await put('pending', 'the customer called back');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Shadow size M (needs 2, available: 1)');
    expect((await prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe('canceled');
    expect(await reserved(product.id)).toBe(2);

    expect((await put('lost')).status).toBe(400);
    const missing = await api()
      .put('/api/sales/99999')
      .set('Authorization', bearer)
      .send({ status: 'pending' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Order not found.' });
  });

  it('walks the whole lifecycle under the stock rule and records who moved the order', async () => {
    const { bearer, user } = await createStaff();
    const product = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 3, reserved: 2 }] });
    const order = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 2, name: 'Shadow' }]);
    const put = (status: string, reason?: string) =>
      api().put(`/api/sales/${order.id}`).set('Authorization', bearer).send({ status, reason });

    // Units stay held all along the path to the customer and while a refused parcel travels back;
    // shipping from the dropdown (no shipment) is a correction.
    for (const [status, reason] of [
      ['contacted'],
      ['confirmed'],
      ['shipped', 'sent without a batch'],
      ['refused'],
    ]) {
      expect((await put(status!, reason)).body.data.status).toBe(status);
      expect(await reserved(product.id)).toBe(2);
    }
    expect((await put('returned')).status).toBe(200);
    expect(await reserved(product.id)).toBe(0);
    // returned -> canceled: both leave the units on the shelf.
    expect((await put('canceled', 'never to be sent again')).status).toBe(200);
    expect(await reserved(product.id)).toBe(0);
    // Someone bought two of the three meanwhile: the order cannot take its units back.
    await prisma.productSize.updateMany({ where: { product_id: product.id }, data: { reserved: 2 } });
    const refused = await put('shipped', 'found the parcel');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Shadow size M (needs 2, available: 1)');
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('canceled');
    expect(await reserved(product.id)).toBe(2);

    const events = await prisma.orderEvent.findMany({
      where: { order_id: order.id },
      orderBy: { id: 'asc' },
    });
    expect(events.map((e) => [e.kind, e.staff_user_id, e.details])).toEqual([
      ['status', user.id, { type: 'status', cause: 'sales', from: 'pending', to: 'contacted' }],
      ['status', user.id, { type: 'status', cause: 'sales', from: 'contacted', to: 'confirmed' }],
      [
        'correction',
        user.id,
        { type: 'correction', from: 'confirmed', to: 'shipped', reason: 'sent without a batch' },
      ],
      ['status', user.id, { type: 'status', cause: 'sales', from: 'shipped', to: 'refused' }],
      ['status', user.id, { type: 'status', cause: 'sales', from: 'refused', to: 'returned' }],
      [
        'correction',
        user.id,
        { type: 'correction', from: 'returned', to: 'canceled', reason: 'never to be sent again' },
      ],
    ]);
  });

  it('counts revenue without canceled, refused and returned orders', async () => {
    const { bearer } = await createStaff();
    for (const status of ['delivered', 'shipped', 'refused', 'returned', 'canceled'] as const) {
      await createOrderRow([{ product_id: null, size: 'M', quantity: 1, price: 100 }], { status });
    }
    const res = await api().get('/api/sales').set('Authorization', bearer);
    expect(res.body.meta.revenue).toBe(200);
    const returned = await api().get('/api/sales?status=returned').set('Authorization', bearer);
    expect(returned.body.meta.total).toBe(1);
  });

  it('deleting an order that is not canceled frees its units', async () => {
    const { bearer } = await createStaff();
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 5, reserved: 4 }] });
    const live = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 3 }]);
    const canceled = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 2 }], {
      status: 'canceled',
    });
    expect((await api().delete(`/api/sales/${canceled.id}`).set('Authorization', bearer)).status).toBe(200);
    expect(await reserved(product.id)).toBe(4);
    const res = await api().delete(`/api/sales/${live.id}`).set('Authorization', bearer);
    expect(res.body).toEqual({ success: true, message: 'Order deleted' });
    expect(await reserved(product.id)).toBe(1);
    expect(await prisma.orderItem.count()).toBe(0);
    expect((await api().delete(`/api/sales/${live.id}`).set('Authorization', bearer)).status).toBe(404);
    expect((await api().delete('/api/sales/x').set('Authorization', bearer)).status).toBe(404);
  });

  it('keeps what a carrier took or a payout settled: 409 on delete or leaving delivered, nothing changed', async () => {
    const { bearer } = await createStaff();
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 5, reserved: 2 }] });
    const carrier = await prisma.carrier.create({ data: { name: 'Amana' } });
    const batch = await prisma.shipmentBatch.create({ data: { carrier_id: carrier.id } });
    const payout = await prisma.carrierPayout.create({
      data: { carrier_id: carrier.id, paid_on: new Date(), amount_received: 100, fees: 0 },
    });
    const shipped = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 1 }], {
      status: 'shipped',
      shipment_batch: { connect: { id: batch.id } },
    });
    const settled = await createOrderRow([{ product_id: product.id, size: 'M', quantity: 1 }], {
      status: 'delivered',
      shipment_batch: { connect: { id: batch.id } },
      payout: { connect: { id: payout.id } },
    });
    const unchanged = async () => ({
      orders: await prisma.order.findMany({ orderBy: { id: 'asc' } }),
      items: await prisma.orderItem.count(),
      events: await prisma.orderEvent.count(),
      reserved: await reserved(product.id),
    });
    const before = await unchanged();

    const deleteShipped = await api().delete(`/api/sales/${shipped.id}`).set('Authorization', bearer);
    expect(deleteShipped.status).toBe(409);
    expect(deleteShipped.body.message).toMatch(
      /remise à un transporteur.*Annulez-la ou marquez-la retournée/,
    );
    const deleteSettled = await api().delete(`/api/sales/${settled.id}`).set('Authorization', bearer);
    expect(deleteSettled.status).toBe(409);
    expect(deleteSettled.body.message).toContain(`versement transporteur n°${payout.id}`);
    for (const status of ['pending', 'confirmed', 'shipped', 'refused', 'returned', 'canceled']) {
      const move = await api()
        .put(`/api/sales/${settled.id}`)
        .set('Authorization', bearer)
        .send({ status, reason: 'the carrier paid the wrong parcel' });
      expect(move.status, status).toBe(409);
      expect(move.body.message, status).toContain('quitter le statut Livrée');
    }
    expect(await unchanged()).toEqual(before);
  });
});
