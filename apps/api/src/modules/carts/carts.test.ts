import type { CartItem } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '../../../test/full-client.ts';
import {
  api,
  browser,
  createCartLine,
  createGuest,
  createProduct,
  truncateAll,
} from '../../../test/factories.ts';

beforeEach(truncateAll);

describe('GET /api/carts', () => {
  it('is empty without a session, and creates none', async () => {
    const res = await api().get('/api/carts');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await prisma.guestSession.count()).toBe(0);
  });

  it("lists only the caller's lines, priced from the database with the units left", async () => {
    const product = await createProduct({
      price: 449,
      prix_reduction: 399,
      sizes: [{ size: 'M', quantity: 5, reserved: 2 }],
    });
    const mine = await createGuest();
    const other = await createGuest();
    await createCartLine(mine.id, product.id, 'M', 2);
    await createCartLine(other.id, product.id, 'M', 1);
    const res = await api().get('/api/carts').set('Cookie', mine.cookie);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      product_id: product.id,
      size: 'M',
      quantity: 2,
      price: 399,
      print_placement: 'FRONT',
      available_quantity: 3,
      product: { id: product.id, price: 449, prix_reduction: 399 },
    });
  });
});

describe('POST /api/carts', () => {
  it('creates the session on first add and sums the same product and size into one line', async () => {
    const product = await createProduct({ price: 250, sizes: [{ size: 'M', quantity: 10 }] });
    const guest = browser();
    const first = await guest
      .post('/api/carts')
      .send({ product_id: product.id, quantity: 2, size: 'M', price: 1 });
    expect(first.status).toBe(201);
    expect(first.headers['set-cookie']?.[0]).toMatch(/^guest_session=[\w-]{43};.*HttpOnly/);
    expect(first.body).toMatchObject({
      success: true,
      data: { quantity: 2, price: 250, available_quantity: 10 },
    });

    const second = await guest.post('/api/carts').send({ product_id: product.id, quantity: 3, size: 'm' });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ id: first.body.data.id, quantity: 5, size: 'M' });
    expect(await prisma.cartItem.count()).toBe(1);
  });

  it('keeps one line when the same add arrives twice at once', async () => {
    const product = await createProduct({ sizes: [{ size: 'L', quantity: null }] });
    const guest = await createGuest();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        api()
          .post('/api/carts')
          .set('Cookie', guest.cookie)
          .send({ product_id: product.id, size: 'L', quantity: 1 }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    const lines = await prisma.cartItem.findMany();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(6);
  });

  it('offers the default sizes, unlimited, for a product without sizes', async () => {
    const product = await createProduct();
    const guest = await createGuest();
    const ok = await api()
      .post('/api/carts')
      .set('Cookie', guest.cookie)
      .send({ product_id: product.id, size: 'XXL', quantity: 10 });
    expect(ok.status).toBe(201);
    expect(ok.body.data.available_quantity).toBeNull();
    const bad = await api()
      .post('/api/carts')
      .set('Cookie', guest.cookie)
      .send({ product_id: product.id, size: 'XS' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.size[0]).toContain('S, M, L, XL, XXL');
  });

  it('refuses a size the product does not offer, with a field error', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 3 }] });
    const res = await api().post('/api/carts').send({ product_id: product.id, size: 'L' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['size']);
  });

  it('answers 409 with available_quantity above the stock, counting what the cart holds', async () => {
    const product = await createProduct({ name: 'Shadow', sizes: [{ size: 'M', quantity: 4, reserved: 1 }] });
    const guest = await createGuest();
    await createCartLine(guest.id, product.id, 'M', 2);
    const res = await api()
      .post('/api/carts')
      .set('Cookie', guest.cookie)
      .send({ product_id: product.id, size: 'M', quantity: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Only 3 left of Shadow in size M.', available_quantity: 3 });
    expect((await prisma.cartItem.findFirstOrThrow()).quantity).toBe(2);
  });

  it('lets pre-orders ignore stock and refuses coming_soon and out_of_stock products', async () => {
    const pre = await createProduct({ status: 'pre_order', sizes: [{ size: 'M', quantity: 0 }] });
    const soon = await createProduct({ name: 'Soon', status: 'coming_soon' });
    const out = await createProduct({
      name: 'Out',
      status: 'out_of_stock',
      sizes: [{ size: 'M', quantity: 9 }],
    });
    const guest = await createGuest();
    const post = (productId: number) =>
      api()
        .post('/api/carts')
        .set('Cookie', guest.cookie)
        .send({ product_id: productId, size: 'M', quantity: 3 });
    const preRes = await post(pre.id);
    expect(preRes.status).toBe(201);
    expect(preRes.body.data.available_quantity).toBeNull();
    const soonRes = await post(soon.id);
    expect(soonRes.status).toBe(409);
    expect(soonRes.body).toEqual({
      message: 'Soon is coming soon and cannot be ordered yet.',
      available_quantity: 0,
    });
    const outRes = await post(out.id);
    expect(outRes.status).toBe(409);
    expect(outRes.body.message).toBe('Out is out of stock.');
    expect(await prisma.cartItem.count()).toBe(1);
  });

  it('refuses bad input and unknown products', async () => {
    const res = await api().post('/api/carts').send({ product_id: 'x', quantity: 0, size: '', user_id: 1 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['body', 'product_id', 'quantity', 'size']);
    const missing = await api().post('/api/carts').send({ product_id: 999, size: 'M' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Product not found.' });
  });
});

describe('quantities', () => {
  it('are decimal integers only on every guest route: "0x10", "1e1", "0b11" and "" are refused, not read as numbers', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 50 }] });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 1);
    const send = (method: 'post' | 'put', url: string, body: object) =>
      api()[method](url).set('Cookie', guest.cookie).send(body);
    const order = (quantity: unknown) => ({
      customer_name: 'Hex Buyer',
      customer_phone: '0612345678',
      customer_city: 'Rabat',
      items: [{ product_id: product.id, size: 'M', quantity }],
    });
    for (const quantity of ['0x10', '1e1', '0b11', '', '16.0']) {
      for (const [method, url, body, field] of [
        ['post', '/api/carts', { product_id: product.id, size: 'M', quantity }, 'quantity'],
        ['put', `/api/carts/${line.id}`, { quantity }, 'quantity'],
        ['post', '/api/quick-cart', { product_id: product.id, size: 'M', quantity }, 'quantity'],
        ['post', '/api/quick-cart/submit-order', order(quantity), 'items.0.quantity'],
      ] as const) {
        const res = await send(method, url, body);
        expect(res.status, `${method} ${url} ${quantity}`).toBe(400);
        expect(res.body.errors[field], `${method} ${url} ${quantity}`).toBeDefined();
      }
    }
    // Nothing changed: the line still holds 1, no quick-cart line and no order was made.
    expect((await prisma.cartItem.findUniqueOrThrow({ where: { id: line.id } })).quantity).toBe(1);
    expect(await prisma.quickCartItem.count()).toBe(0);
    expect(await prisma.order.count()).toBe(0);
    // Digits, sent as text (as a form would) or as a JSON number, are taken.
    expect((await send('put', `/api/carts/${line.id}`, { quantity: '8' })).body.data.quantity).toBe(8);
    expect((await send('put', `/api/carts/${line.id}`, { quantity: 3 })).body.data.quantity).toBe(3);
  });
});

describe('PUT and DELETE /api/carts/:id', () => {
  it('sets the quantity, checks stock, changes size by merging, and removes below 1', async () => {
    const product = await createProduct({
      sizes: [
        { size: 'M', quantity: 5 },
        { size: 'L', quantity: 5 },
      ],
    });
    const guest = await createGuest();
    const m = await createCartLine(guest.id, product.id, 'M', 1);
    const l = await createCartLine(guest.id, product.id, 'L', 2);
    const put = (id: number, body: object) =>
      api().put(`/api/carts/${id}`).set('Cookie', guest.cookie).send(body);

    const updated = await put(m.id, { quantity: 4, price: 0.01 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: m.id, quantity: 4, price: 399 });

    const tooMany = await put(m.id, { quantity: 6 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.available_quantity).toBe(5);

    const merged = await put(m.id, { quantity: 3, size: 'L' });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({ id: l.id, size: 'L', quantity: 5 });
    expect(await prisma.cartItem.count()).toBe(1);

    const removed = await put(l.id, { quantity: 0 });
    expect(removed.body).toEqual({ success: true, message: 'Item removed from cart', data: null });
    expect(await prisma.cartItem.count()).toBe(0);

    expect((await put(l.id, { quantity: 'many' })).status).toBe(400);
  });

  it("answers 404 on another session's line and leaves it alone", async () => {
    const product = await createProduct();
    const a = await createGuest();
    const b = await createGuest();
    const line = await createCartLine(a.id, product.id, 'M', 2);
    const asB = [
      api().put(`/api/carts/${line.id}`).set('Cookie', b.cookie).send({ quantity: 9 }),
      api().put(`/api/carts/${line.id}`).set('Cookie', b.cookie).send({ quantity: 0 }),
      api().delete(`/api/carts/${line.id}`).set('Cookie', b.cookie),
      api().delete(`/api/carts/${line.id}`),
    ];
    for (const res of await Promise.all(asB)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Cart item not found.' });
    }
    expect((await api().get('/api/carts').set('Cookie', b.cookie)).body.data).toEqual([]);
    expect((await prisma.cartItem.findUniqueOrThrow({ where: { id: line.id } })).quantity).toBe(2);

    const own = await api().delete(`/api/carts/${line.id}`).set('Cookie', a.cookie);
    expect(own.body).toEqual({ success: true, message: 'Item removed from cart' });
    expect((await api().delete(`/api/carts/abc`).set('Cookie', a.cookie)).status).toBe(404);
  });

  it('returns lines shaped as CartItem', async () => {
    const product = await createProduct();
    const guest = await createGuest();
    await createCartLine(guest.id, product.id, 'S', 1);
    const [item] = (await api().get('/api/carts').set('Cookie', guest.cookie)).body.data as CartItem[];
    expect(Object.keys(item!).sort()).toEqual(
      [
        'available_quantity',
        'id',
        'price',
        'print_placement',
        'product',
        'product_id',
        'quantity',
        'size',
      ].sort(),
    );
  });
});
