import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  createCartLine,
  createGuest,
  createProduct,
  createStaff,
  orderLines,
  truncateAll,
} from '../../test/factories.ts';
import { CATALOG_CACHE_CONTROL, setCatalogCacheEnabled } from './catalog-cache.ts';

beforeAll(() => setCatalogCacheEnabled(true));
afterAll(() => setCatalogCacheEnabled(false));
beforeEach(async () => {
  await truncateAll();
  // Rows written straight through Prisma are invisible to the services' invalidation.
  setCatalogCacheEnabled(true);
});

type Stream = { on(event: string, listener: (chunk: Buffer) => void): unknown };
const binary = (res: Stream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('catalog HTTP caching', () => {
  it('sends an ETag and revalidation Cache-Control, and 304 for a matching If-None-Match', async () => {
    const product = await createProduct({ name: 'Atlas Hoodie', sizes: [{ size: 'M', quantity: 3 }] });
    for (const url of ['/api/products', `/api/products/${product.id}`, '/api/products/home']) {
      const first = await api().get(url).expect(200);
      expect(first.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await api().get(url).set('If-None-Match', first.headers.etag!).expect(304);
      expect(again.text).toBe('');
    }
  });

  it('serves gzip bytes to callers that accept gzip, identity to the others', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => createProduct({ name: `Hoodie ${i}` })));
    const plain = await api().get('/api/products').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await api()
      .get('/api/products')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    // supertest inflates the body it received.
    expect(JSON.parse((zipped.body as Buffer).toString())).toEqual(plain.body);
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']));
  });

  it('does not cache a 404', async () => {
    await api().get('/api/products/999').expect(404);
    const product = await createProduct({ name: 'Late' });
    await api().get(`/api/products/${product.id}`).expect(200);
  });
});

describe('catalog cache invalidation', () => {
  it('shows a product update made through the API at once', async () => {
    const { bearer } = await createStaff('admin');
    const product = await createProduct({ name: 'Before', sizes: [{ size: 'M', quantity: 3 }] });
    expect((await api().get(`/api/products/${product.id}`)).body.data.name).toBe('Before');
    expect((await api().get('/api/products')).body.data[0].name).toBe('Before');
    await api()
      .put(`/api/products/${product.id}/status`)
      .set('Authorization', bearer)
      .send({ status: 'coming_soon' })
      .expect(200);
    expect((await api().get(`/api/products/${product.id}`)).body.data.status).toBe('coming_soon');
    expect((await api().get('/api/products')).body.data[0].status).toBe('coming_soon');
  });

  it('shows the units an order took, on the product page and in the home rows', async () => {
    const product = await createProduct({ name: 'Rif Hoodie', sizes: [{ size: 'M', quantity: 2 }] });
    const other = await createProduct({ name: 'Newer Hoodie' });
    const before = await api().get(`/api/products/${product.id}`);
    expect(before.body.data.sizes[0].available).toBe(2);
    expect((await api().get('/api/products/home')).body.data.hoodies[0].id).toBe(other.id);

    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id, 'M', 2);
    await orderLines(guest, [line.id]).expect(201);

    const after = await api().get(`/api/products/${product.id}`).set('If-None-Match', before.headers.etag!);
    expect(after.status).toBe(200);
    expect(after.body.data.sizes[0].available).toBe(0);
    expect(after.body.data.is_out_of_stock).toBe(true);
    expect((await api().get('/api/products/home')).body.data.hoodies[0].id).toBe(product.id);
  });
});

describe('the products cart adds are checked against', () => {
  it('follow a status change and the units an order took, through the same invalidation', async () => {
    const { bearer } = await createStaff('admin');
    const product = await createProduct({ name: 'Kept Hoodie', sizes: [{ size: 'M', quantity: 2 }] });
    const shopper = await createGuest();
    const add = (quantity: number, cookie = shopper.cookie) =>
      api().post('/api/carts').set('Cookie', cookie).send({ product_id: product.id, size: 'M', quantity });

    // The first add reads the product and keeps it: a second add beyond the stock is refused.
    await add(1).expect(201);
    expect((await add(2)).body).toMatchObject({ available_quantity: 2 });

    // Another guest orders both units: the kept copy is forgotten with the catalog.
    const buyer = await createGuest();
    const line = await createCartLine(buyer.id, product.id, 'M', 2);
    await orderLines(buyer, [line.id]).expect(201);
    const soldOut = await add(1).expect(409);
    expect(soldOut.body).toMatchObject({ available_quantity: 0 });

    // And a status change made by the admin.
    await api()
      .put(`/api/products/${product.id}/status`)
      .set('Authorization', bearer)
      .send({ status: 'coming_soon' })
      .expect(200);
    expect((await add(1).expect(409)).body.message).toBe(
      'Kept Hoodie is coming soon and cannot be ordered yet.',
    );
  });
});

describe('catalog reads of t-shirts', () => {
  it('filters by the t-shirts type and recommends for a t-shirt (enum label in raw SQL)', async () => {
    const tee = await createProduct({ name: 'Casa Tee', type: 't_shirts' });
    await createProduct({ name: 'Atlas Hoodie', type: 'hoodies' });
    const list = await api().get('/api/products?type=t-shirts').expect(200);
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['Casa Tee']);
    const recommended = await api().get(`/api/products/${tee.id}/recommendations`).expect(200);
    expect(recommended.body.data.cross_promotion.name).toBe('Atlas Hoodie');
  });
});
