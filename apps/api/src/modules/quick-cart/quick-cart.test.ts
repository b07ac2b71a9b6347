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

const customer = {
  customer_name: 'Karim Tazi',
  customer_phone: '+212 7 00 11 22 33',
  customer_city: 'Tanger',
};

async function quickLine(sessionId: string, productId: number, size = 'M', quantity = 1) {
  return prisma.quickCartItem.create({
    data: { session_id: sessionId, product_id: productId, size, quantity },
  });
}

describe('/api/quick-cart lines', () => {
  it('POST replaces the quick cart with the one new line, priced from the database', async () => {
    const a = await createProduct({ price: 300, prix_reduction: 250, sizes: [{ size: 'M', quantity: 4 }] });
    const b = await createProduct({ price: 120 });
    const guest = browser();
    const first = await guest
      .post('/api/quick-cart')
      .send({ product_id: a.id, size: 'M', quantity: 2, price: 1 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      success: true,
      data: { product_id: a.id, quantity: 2, price: 250, available_quantity: 4 },
    });
    const second = await guest.post('/api/quick-cart').send({ product_id: b.id, size: 'L' });
    expect(second.status).toBe(201);
    const list = await guest.get('/api/quick-cart');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id: second.body.data.id,
      product_id: b.id,
      size: 'L',
      quantity: 1,
      price: 120,
    });
  });

  it('keeps a single line when two "buy now" clicks arrive at once', async () => {
    const product = await createProduct();
    const guest = await createGuest();
    const results = await Promise.all(
      ['S', 'M', 'L', 'XL'].map((size) =>
        api().post('/api/quick-cart').set('Cookie', guest.cookie).send({ product_id: product.id, size }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await prisma.quickCartItem.count()).toBe(1);
  });

  it('applies the cart rules: size, status and stock', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 1 }] });
    const soon = await createProduct({ status: 'coming_soon' });
    const post = (body: object) => api().post('/api/quick-cart').send(body);
    expect((await post({ product_id: product.id, size: 'XL' })).body.errors.size).toBeDefined();
    const over = await post({ product_id: product.id, size: 'M', quantity: 2 });
    expect(over.status).toBe(409);
    expect(over.body.available_quantity).toBe(1);
    expect((await post({ product_id: soon.id, size: 'M' })).status).toBe(409);
    expect((await post({ product_id: 9999, size: 'M' })).status).toBe(404);
    const bad = await post({ product_id: product.id, quantity: -1, extra: true });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['body', 'quantity', 'size']);
    expect(await prisma.quickCartItem.count()).toBe(0);
  });

  it('PUT sets the quantity (below 1 removes), DELETE removes, /clear empties', async () => {
    const product = await createProduct({
      sizes: [
        { size: 'M', quantity: 3 },
        { size: 'L', quantity: 3 },
      ],
    });
    const guest = await createGuest();
    const line = await quickLine(guest.id, product.id);
    const put = (body: object) =>
      api().put(`/api/quick-cart/${line.id}`).set('Cookie', guest.cookie).send(body);
    expect((await put({ quantity: 3, size: 'L' })).body.data).toMatchObject({ quantity: 3, size: 'L' });
    expect((await put({ quantity: 4 })).status).toBe(409);
    expect((await put({ quantity: 0 })).body).toEqual({
      success: true,
      message: 'Item removed from quick cart',
      data: null,
    });

    const again = await quickLine(guest.id, product.id);
    const del = await api().delete(`/api/quick-cart/${again.id}`).set('Cookie', guest.cookie);
    expect(del.body).toEqual({ success: true, message: 'Item removed from quick cart' });
    expect((await api().delete(`/api/quick-cart/${again.id}`).set('Cookie', guest.cookie)).status).toBe(404);

    await quickLine(guest.id, product.id);
    const cleared = await api().delete('/api/quick-cart/clear').set('Cookie', guest.cookie);
    expect(cleared.body).toEqual({ success: true, message: 'Quick cart cleared' });
    expect(await prisma.quickCartItem.count()).toBe(0);
    expect((await api().delete('/api/quick-cart/clear')).status).toBe(200);
  });

  it("answers 404 on another session's quick-cart line and clears only the caller's", async () => {
    const product = await createProduct();
    const a = await createGuest();
    const b = await createGuest();
    const line = await quickLine(a.id, product.id, 'M', 2);
    expect(
      (await api().put(`/api/quick-cart/${line.id}`).set('Cookie', b.cookie).send({ quantity: 5 })).status,
    ).toBe(404);
    const del = await api().delete(`/api/quick-cart/${line.id}`).set('Cookie', b.cookie);
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ message: 'Quick cart item not found.' });
    await api().delete('/api/quick-cart/clear').set('Cookie', b.cookie);
    expect((await api().get('/api/quick-cart').set('Cookie', b.cookie)).body.data).toEqual([]);
    expect((await api().get('/api/quick-cart')).body.data).toEqual([]);
    expect(await prisma.quickCartItem.findUniqueOrThrow({ where: { id: line.id } })).toMatchObject({
      quantity: 2,
    });
  });
});

describe('POST /api/quick-cart/submit-order', () => {
  it('orders the items at database prices, empties the quick cart and removes the original cart line', async () => {
    const product = await createProduct({
      name: 'Shadow',
      price: 700,
      prix_reduction: 650,
      sizes: [{ size: 'M', quantity: 3 }],
    });
    const guest = await createGuest();
    const other = await createGuest();
    await quickLine(guest.id, product.id, 'M', 1);
    const cartLine = await createCartLine(guest.id, product.id, 'M', 1);
    const othersLine = await createCartLine(other.id, product.id, 'M', 1);
    const res = await api()
      .post('/api/quick-cart/submit-order')
      .set('Cookie', guest.cookie)
      .send({
        ...customer,
        items: [{ product_id: product.id, size: 'm', quantity: 1, price: 0.5 }],
        original_cart_item_id: cartLine.id,
        language: 'fr',
      });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Order created successfully',
      data: {
        id: expect.any(Number),
        reference: expect.stringMatching(/^[\w-]{22}$/),
        status: 'pending',
        customer_city: 'Tanger',
        language: 'fr',
        total_amount: 650,
        delivery_fee: 0,
        items: [
          {
            name: 'Shadow',
            size: 'M',
            quantity: 1,
            price: 650,
            unit_price: 650,
            offer: null,
            discount: 0,
            pre_order: false,
            expected_ship_date: null,
          },
        ],
      },
    });
    const order = await prisma.order.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(order.customer_phone).toBe('+212700112233');
    expect(order.language).toBe('fr');
    expect(await prisma.quickCartItem.count()).toBe(0);
    expect((await prisma.cartItem.findMany()).map((l) => l.id)).toEqual([othersLine.id]);
    expect((await prisma.productSize.findFirstOrThrow()).reserved).toBe(1);

    // original_cart_item_id naming someone else's line removes nothing.
    const second = await api()
      .post('/api/quick-cart/submit-order')
      .set('Cookie', guest.cookie)
      .send({
        ...customer,
        items: [{ product_id: product.id, size: 'M', quantity: 1 }],
        original_cart_item_id: othersLine.id,
      });
    expect(second.status).toBe(201);
    expect(await prisma.cartItem.count()).toBe(1);
  });

  it('refuses with invalid_items when stock is short, keeping the quick cart', async () => {
    const product = await createProduct({ name: 'Rare', sizes: [{ size: 'L', quantity: 1 }] });
    const guest = await createGuest();
    const line = await quickLine(guest.id, product.id, 'L', 1);
    const res = await api()
      .post('/api/quick-cart/submit-order')
      .set('Cookie', guest.cookie)
      .send({ ...customer, items: [{ product_id: product.id, size: 'L', quantity: 2 }] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      invalid_items: [
        {
          cart_id: line.id,
          product_id: product.id,
          requested_quantity: 2,
          available_quantity: 1,
          reason: 'insufficient_stock',
        },
      ],
    });
    expect(await prisma.quickCartItem.count()).toBe(1);
    expect(await prisma.order.count()).toBe(0);
  });

  it('validates the body, the sizes and the Idempotency-Key, and replays a repeated key', async () => {
    const product = await createProduct({ sizes: [{ size: 'M', quantity: 5 }] });
    const guest = browser();
    const bad = await guest.post('/api/quick-cart/submit-order').send({ customer_name: 'A', items: [] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['customer_city', 'customer_phone', 'items']);
    const badSize = await guest
      .post('/api/quick-cart/submit-order')
      .send({ ...customer, items: [{ product_id: product.id, size: 'XXL', quantity: 1 }] });
    expect(badSize.status).toBe(400);
    expect(badSize.body.errors['items.0.size']).toBeDefined();

    const send = () =>
      guest
        .post('/api/quick-cart/submit-order')
        .set('Idempotency-Key', 'quick-000000001')
        .send({ ...customer, items: [{ product_id: product.id, size: 'M', quantity: 2 }] });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toEqual(first.body);
    expect(await prisma.order.count()).toBe(1);
    expect((await prisma.productSize.findFirstOrThrow()).reserved).toBe(2);
  });
});
