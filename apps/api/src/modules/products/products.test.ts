import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, type Product } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '../../config/env.ts';
import { prisma } from '../../../test/full-client.ts';
import { api, createOrderRow, createProduct, createStaff, truncateAll } from '../../../test/factories.ts';

const validForm = {
  name: 'Shadow Hoodie',
  description: 'Heavy fleece',
  price: '449.00',
  prix_reduction: '399.00',
  type: 'hoodies',
  status: 'available',
  sizes: JSON.stringify([
    { size: 'M', quantity: 5 },
    { size: 'L', quantity: 0 },
  ]),
};

async function pngImage(width = 800, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: '#224466' } })
    .png()
    .toBuffer();
}

async function storedFiles() {
  try {
    return await readdir(path.join(env.STORAGE_DIR, 'products'));
  } catch {
    return [];
  }
}

function multipart(req: ReturnType<ReturnType<typeof api>['post']>, fields: Record<string, string>) {
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return req;
}

/** The admin form saving a product with `sizes` (and `extra` fields such as allow_shortfall). */
function sizesEditor(bearer: string, productId: number) {
  return (sizes: { size: string; quantity: number }[], extra: Record<string, string> = {}) =>
    multipart(api().post(`/api/products/${productId}`).set('Authorization', bearer), {
      ...validForm,
      _method: 'PUT',
      sizes: JSON.stringify(sizes),
      ...extra,
    });
}

beforeEach(truncateAll);

describe('GET /api/products', () => {
  it('filters by type, sorts by effective price and paginates', async () => {
    await createProduct({ name: 'Zeta', type: 'hoodies', price: 500, prix_reduction: 100 });
    await createProduct({ name: 'alpha', type: 'hoodies', price: 300 });
    await createProduct({ name: 'Beta', type: 'hoodies', price: 200 });
    await createProduct({ name: 'Cap', type: 'beanies', price: 50 });

    const byPrice = await api().get('/api/products?type=hoodies&sort=price-asc');
    expect(byPrice.status).toBe(200);
    expect(byPrice.body.data.map((p: Product) => p.name)).toEqual(['Zeta', 'Beta', 'alpha']);
    expect(byPrice.body.meta).toEqual({ page: 1, per_page: 24, total: 3, total_pages: 1 });

    const byName = await api().get('/api/products?sort=name-desc&per_page=2&page=2');
    expect(byName.body.data.map((p: Product) => p.name)).toEqual(['Beta', 'alpha']);
    expect(byName.body.meta.total_pages).toBe(2);
  });

  it('filters and recommends t-shirts, whose database label differs from the client enum name', async () => {
    const tee = await createProduct({ name: 'Tee', type: 't_shirts' });
    await createProduct({ name: 'Hood', type: 'hoodies' });
    const list = await api().get('/api/products?type=t-shirts');
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: Product) => [p.name, p.type])).toEqual([['Tee', 't-shirts']]);
    const recommended = await api().get(`/api/products/${tee.id}/recommendations`);
    expect(recommended.status).toBe(200);
    expect(recommended.body.data.cross_promotion.name).toBe('Hood');
  });

  it('derives availability per size and both out-of-stock rules', async () => {
    await createProduct({
      name: 'Sold out',
      sizes: [
        { size: 'M', quantity: 2, reserved: 2 },
        { size: 'L', quantity: 0 },
      ],
    });
    await createProduct({ name: 'Marked', status: 'out_of_stock', sizes: [{ size: 'M', quantity: 9 }] });
    const { body } = await api().get('/api/products');
    const [marked, soldOut] = body.data as Product[];
    expect(soldOut!.sizes[0]).toEqual({ size: 'M', quantity: 2, available: 0 });
    expect(soldOut).toMatchObject({ is_out_of_stock: true, is_blocked: false });
    expect(marked).toMatchObject({ is_out_of_stock: false, is_blocked: true });
  });

  it('searches by name, type or id, with LIKE wildcards taken literally', async () => {
    const hoodie = await createProduct({ name: 'Night 100% Cotton' });
    await createProduct({ name: 'Night Owl' });
    const percent = await api().get('/api/products?q=100%25');
    expect(percent.body.data.map((p: Product) => p.id)).toEqual([hoodie.id]);
    const byId = await api().get(`/api/products?q=${hoodie.id}`);
    expect(byId.body.data.map((p: Product) => p.id)).toContain(hoodie.id);
  });

  it('refuses unknown query fields and bad values with field errors', async () => {
    const res = await api().get('/api/products?sort=cheapest&color=red&page=0');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The given data was invalid.');
    expect(Object.keys(res.body.errors).sort()).toEqual(['page', 'query', 'sort']);
  });
});

describe('GET /api/products/:id, home rows and recommendations', () => {
  it('answers one product, and 404 for an unknown id or a segment that is not a plain id', async () => {
    const product = await createProduct({ name: 'One' });
    expect(product.id).toBe(1);
    expect((await api().get(`/api/products/${product.id}`)).body.data.name).toBe('One');
    const missing = await api().get('/api/products/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Product not found.' });
    // Each would read as 1 (or overflow the column) if parsed as a number: one product, one URL.
    for (const id of ['abc', '0x1', '1e0', '01', '1.0', '+1', '2147483648', '99999999999999999999']) {
      const res = await api().get(`/api/products/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual({ message: 'Not found.' });
    }
  });

  it('ranks home rows by units sold in orders that are not canceled, then newest', async () => {
    const old = await createProduct({ name: 'Old bestseller', created_at: new Date('2024-01-01') });
    const fresh = await createProduct({ name: 'Fresh', created_at: new Date('2025-06-01') });
    const canceledHit = await createProduct({ name: 'Canceled hit', created_at: new Date('2024-02-01') });
    await createProduct({ name: 'Beanie', type: 'beanies' });
    const order = (status: 'pending' | 'canceled', productId: number, quantity: number) =>
      prisma.order.create({
        data: {
          customer_name: 'A',
          customer_phone: '+212612345678',
          customer_city: 'Rabat',
          total_amount: 1,
          delivery_fee: 0,
          status,
          items: {
            create: [
              { product_id: productId, product_name: 'x', size: 'M', quantity, price: 1, original_price: 1 },
            ],
          },
        },
      });
    await order('pending', old.id, 3);
    await order('canceled', canceledHit.id, 50);

    const { body } = await api().get('/api/products/home');
    expect(body.data.hoodies.map((p: Product) => p.name)).toEqual([
      'Old bestseller',
      'Fresh',
      'Canceled hit',
    ]);
    expect(body.data.beanies.map((p: Product) => p.name)).toEqual(['Beanie']);
    expect(fresh.id).toBeGreaterThan(0);
  });

  it('recommends other orderable products and a complementary type', async () => {
    const hoodie = await createProduct({ name: 'Main', type: 'hoodies' });
    await createProduct({ name: 'Soon', status: 'coming_soon' });
    await createProduct({ name: 'Gone', sizes: [{ size: 'M', quantity: 1, reserved: 1 }] });
    await createProduct({ name: 'Other hoodie' });
    await createProduct({ name: 'Warm beanie', type: 'beanies', status: 'pre_order' });
    const { body } = await api().get(`/api/products/${hoodie.id}/recommendations`);
    const names = (list: Product[]) => list.map((p) => p.name).sort();
    expect(names(body.data.also_like)).toEqual(['Other hoodie', 'Warm beanie']);
    expect(body.data.cross_promotion.name).toBe('Warm beanie');
  });
});

describe('admin product writes', () => {
  it('needs a token (401) and the admin role (403)', async () => {
    const product = await createProduct();
    const traffic = await createStaff('traffic_admin');
    const attempts = [
      api().post('/api/products'),
      api().post(`/api/products/${product.id}`),
      api().put(`/api/products/${product.id}/status`).send({ status: 'pre_order' }),
      api().delete(`/api/products/${product.id}`),
    ];
    for (const attempt of attempts) expect((await attempt).status).toBe(401);
    const forbidden = await api().delete(`/api/products/${product.id}`).set('Authorization', traffic.bearer);
    expect(forbidden.status).toBe(403);
    expect(await prisma.product.count()).toBe(1);
  });

  it('creates a product with sizes and an image re-encoded at every width', async () => {
    const { bearer } = await createStaff();
    const res = await multipart(api().post('/api/products').set('Authorization', bearer), validForm).attach(
      'image',
      await pngImage(),
      { filename: 'photo.png', contentType: 'image/png' },
    );
    expect(res.status).toBe(201);
    const product: Product = res.body.data;
    expect(product).toMatchObject({
      name: 'Shadow Hoodie',
      price: 449,
      prix_reduction: 399,
      status: 'available',
    });
    expect(product.sizes).toEqual([
      { size: 'M', quantity: 5, available: 5 },
      { size: 'L', quantity: 0, available: 0 },
    ]);
    expect(product.image).toMatch(/^products\/[0-9a-f]{32}$/);
    for (const width of IMAGE_WIDTHS) {
      const file = path.join(env.STORAGE_DIR, `${product.image}-${width}.webp`);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    const served = await api().get(`/storage/${product.image}-320.webp`);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the expected shipping date of a pre-order, and clears it when sent empty', async () => {
    const { bearer } = await createStaff();
    const created = await multipart(api().post('/api/products').set('Authorization', bearer), {
      ...validForm,
      status: 'pre_order',
      expected_ship_date: '2026-12-15',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'pre_order', expected_ship_date: '2026-12-15' });
    const read = await api().get(`/api/products/${created.body.data.id}`);
    expect(read.body.data.expected_ship_date).toBe('2026-12-15');
    const cleared = await multipart(
      api().put(`/api/products/${created.body.data.id}`).set('Authorization', bearer),
      { ...validForm, status: 'pre_order', expected_ship_date: '' },
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.expected_ship_date).toBeNull();
  });

  it('enforces the form rules on the server', async () => {
    const { bearer } = await createStaff();
    const cases: [Record<string, string>, string, string][] = [
      [{ ...validForm, name: '  ' }, 'name', 'Name is required'],
      [{ ...validForm, price: '0' }, 'price', 'Valid price is required'],
      [{ ...validForm, price: 'abc' }, 'price', 'Valid price is required'],
      [{ ...validForm, prix_reduction: '-5' }, 'prix_reduction', 'Discount price must be greater than 0'],
      [
        { ...validForm, prix_reduction: '449' },
        'prix_reduction',
        'Discount price must be less than original price',
      ],
      [{ ...validForm, sizes: '[]' }, 'sizes', 'At least one size is required'],
      [{ ...validForm, type: 'socks' }, 'type', 'Type is required'],
      [
        { ...validForm, expected_ship_date: '15/12/2026' },
        'expected_ship_date',
        'Expected shipping date must be a date (YYYY-MM-DD)',
      ],
      [
        { ...validForm, expected_ship_date: '9999-12-31' },
        'expected_ship_date',
        'Choose a date from 2000 to 2100.',
      ],
      [
        { ...validForm, sizes: '[{"size":"M","quantity":"0x10"}]' },
        'sizes.0.quantity',
        'Expected a whole number in digits 0-9.',
      ],
    ];
    for (const [form, field, message] of cases) {
      const res = await multipart(api().post('/api/products').set('Authorization', bearer), form);
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field]).toContain(message);
    }
    const unknown = await multipart(api().post('/api/products').set('Authorization', bearer), {
      ...validForm,
      is_admin: 'true',
    });
    expect(unknown.status).toBe(400);
    expect(await prisma.product.count()).toBe(0);
  });

  it('rejects uploads that are not images, too large, or named to escape the folder, leaving no file', async () => {
    const { bearer } = await createStaff();
    const send = (file: Buffer, filename: string, contentType: string) =>
      multipart(api().post('/api/products').set('Authorization', bearer), validForm).attach('image', file, {
        filename,
        contentType,
      });

    const fake = await send(Buffer.from('<?php echo "hi"; ?>'.repeat(20)), 'photo.jpg', 'image/jpeg');
    expect(fake.status).toBe(400);
    expect(fake.body.errors.image).toBeDefined();

    const huge = await send(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png');
    expect(huge.status).toBe(413);

    const traversal = await send(await pngImage(400, 400), '../../../etc/evil.png', 'image/png');
    expect(traversal.status).toBe(201);
    expect(traversal.body.data.image).toMatch(/^products\/[0-9a-f]{32}$/);

    expect(await prisma.product.count()).toBe(1);
    expect((await storedFiles()).length).toBe(IMAGE_WIDTHS.length);
  });

  it('updates with POST and _method=PUT, keeps reserved units and replaces the image', async () => {
    const { bearer } = await createStaff();
    const created = await multipart(
      api().post('/api/products').set('Authorization', bearer),
      validForm,
    ).attach('image', await pngImage(), { filename: 'a.png', contentType: 'image/png' });
    const id = created.body.data.id;
    await prisma.productSize.updateMany({ where: { product_id: id, size: 'M' }, data: { reserved: 2 } });

    const res = await multipart(api().post(`/api/products/${id}`).set('Authorization', bearer), {
      ...validForm,
      _method: 'PUT',
      name: 'Shadow Hoodie v2',
      prix_reduction: '',
      sizes: JSON.stringify([
        { size: 'M', quantity: 6 },
        { size: 'XL', quantity: 3 },
      ]),
    }).attach('image', await pngImage(), { filename: 'b.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Shadow Hoodie v2', prix_reduction: null });
    expect(res.body.data.sizes).toEqual([
      { size: 'M', quantity: 6, available: 4 },
      { size: 'XL', quantity: 3, available: 3 },
    ]);
    expect(res.body.data.image).not.toBe(created.body.data.image);
    expect((await storedFiles()).length).toBe(IMAGE_WIDTHS.length);

    const missing = await multipart(
      api().post('/api/products/999999').set('Authorization', bearer),
      validForm,
    );
    expect(missing.status).toBe(404);
  });

  it('refuses a stock below the units orders hold unless confirmed, then shows the shortfall', async () => {
    const { bearer } = await createStaff();
    const product = await createProduct({
      sizes: [
        { size: 'M', quantity: 5, reserved: 3 },
        { size: 'L', quantity: 2, reserved: 0 },
      ],
    });
    const edit = sizesEditor(bearer, product.id);
    const stored = () =>
      prisma.productSize.findMany({
        where: { product_id: product.id },
        orderBy: { size: 'asc' },
        select: { size: true, quantity: true, reserved: true },
      });
    const before = await stored();

    const refused = await edit([
      { size: 'M', quantity: 1 },
      { size: 'L', quantity: 0 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.shortfall).toEqual([{ size: 'M', quantity: 1, held: 3 }]);
    expect(refused.body.message).toContain('M: 3 held, stock 1');
    expect(await stored()).toEqual(before);

    const confirmed = await edit(
      [
        { size: 'M', quantity: 1 },
        { size: 'L', quantity: 0 },
      ],
      { allow_shortfall: 'true' },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.sizes).toEqual([
      { size: 'M', quantity: 1, available: 0, short: 2 },
      { size: 'L', quantity: 0, available: 0 },
    ]);
    const listed = await api().get(`/api/products?q=${product.id}`);
    expect(listed.body.data[0].sizes[0]).toEqual({ size: 'M', quantity: 1, available: 0, short: 2 });

    // Stock at or above what orders hold needs no confirmation, and the shortfall is gone.
    const restocked = await edit([{ size: 'M', quantity: 3 }]);
    expect(restocked.status).toBe(200);
    expect(restocked.body.data.sizes).toEqual([{ size: 'M', quantity: 3, available: 0 }]);
  });

  it('refuses counted sizes below the units orders already hold of a product that had none, and a held size left out', async () => {
    const { bearer } = await createStaff();
    const product = await createProduct({ sizes: [] });
    // Orders for its default sizes, unlimited until now: 8 units of M and 2 of L held; a canceled
    // order's units are free.
    await createOrderRow([{ product_id: product.id, size: 'M', quantity: 5 }]);
    await createOrderRow([
      { product_id: product.id, size: 'M', quantity: 3 },
      { product_id: product.id, size: 'L', quantity: 2 },
    ]);
    await createOrderRow([{ product_id: product.id, size: 'XL', quantity: 4 }], { status: 'canceled' });
    const edit = sizesEditor(bearer, product.id);
    const sizesStored = () => prisma.productSize.count({ where: { product_id: product.id } });

    const below = await edit([
      { size: 'M', quantity: 5 },
      { size: 'L', quantity: 2 },
      { size: 'XL', quantity: 0 },
    ]);
    expect(below.status).toBe(409);
    expect(below.body.shortfall).toEqual([{ size: 'M', quantity: 5, held: 8 }]);
    expect(below.body.message).toContain('M: 8 held, stock 5');
    expect(await sizesStored()).toBe(0);

    // Leaving out a size that orders hold sets its stock to nothing: the same question.
    const leftOut = await edit([{ size: 'M', quantity: 8 }]);
    expect(leftOut.status).toBe(409);
    expect(leftOut.body.shortfall).toEqual([{ size: 'L', quantity: 0, held: 2 }]);
    expect(await sizesStored()).toBe(0);

    const enough = await edit([
      { size: 'M', quantity: 10 },
      { size: 'L', quantity: 2 },
    ]);
    expect(enough.status).toBe(200);
    expect(enough.body.data.sizes).toEqual([
      { size: 'M', quantity: 10, available: 2 },
      { size: 'L', quantity: 2, available: 0 },
    ]);

    // Confirmed, a stock below what is held is kept, and the shortfall shows.
    const confirmed = await edit(
      [
        { size: 'M', quantity: 5 },
        { size: 'L', quantity: 2 },
      ],
      { allow_shortfall: 'true' },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.sizes[0]).toEqual({ size: 'M', quantity: 5, available: 0, short: 3 });
  });

  it('changes the status and deletes, keeping orders intact', async () => {
    const { bearer } = await createStaff();
    const product = await createProduct({ name: 'To delete' });
    const order = await prisma.order.create({
      data: {
        customer_name: 'A',
        customer_phone: '+212612345678',
        customer_city: 'Fès',
        total_amount: 399,
        delivery_fee: 30,
        items: {
          create: [
            {
              product_id: product.id,
              product_name: 'To delete',
              size: 'M',
              quantity: 1,
              price: 399,
              original_price: 399,
            },
          ],
        },
      },
    });
    const status = await api()
      .put(`/api/products/${product.id}/status`)
      .set('Authorization', bearer)
      .send({ status: 'pre_order' });
    expect(status.body.data.status).toBe('pre_order');
    expect(
      (
        await api()
          .put(`/api/products/${product.id}/status`)
          .set('Authorization', bearer)
          .send({ status: 'gone' })
      ).status,
    ).toBe(400);

    expect((await api().delete(`/api/products/${product.id}`).set('Authorization', bearer)).status).toBe(200);
    expect((await api().delete(`/api/products/${product.id}`).set('Authorization', bearer)).status).toBe(404);
    const item = await prisma.orderItem.findFirstOrThrow({ where: { order_id: order.id } });
    expect(item).toMatchObject({ product_id: null, product_name: 'To delete' });
  });
});
