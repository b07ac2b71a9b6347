import { SITEMAP_PATHS } from '@vigor/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createProduct, truncateAll } from '../../../test/factories.ts';
import { catalogDerived, invalidateCatalog, setCatalogCacheEnabled } from '../../lib/catalog-cache.ts';
import { storefrontData } from './storefront-data.ts';

beforeAll(() => setCatalogCacheEnabled(true));
afterAll(() => setCatalogCacheEnabled(false));
beforeEach(async () => {
  await truncateAll();
  // Rows written straight through Prisma are invisible to the services' invalidation.
  setCatalogCacheEnabled(true);
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists every public page and every product in each language under the request origin', async () => {
    const a = await createProduct({ name: 'Atlas Hoodie' });
    const b = await createProduct({ name: 'Rif Beanie', type: 'beanies', status: 'coming_soon' });
    const res = await api().get('/sitemap.xml').set('Host', 'shop.example').expect(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const english = [...SITEMAP_PATHS, `/product/${a.id}`, `/product/${b.id}`];
    expect(english).toContain('/about');
    expect(locs).toEqual([
      ...english.map((p) => `http://shop.example${p}`),
      ...english.map((p) => `http://shop.example/fr${p === '/' ? '/' : p}`),
      ...english.map((p) => `http://shop.example/ar${p === '/' ? '/' : p}`),
    ]);
  });

  it('names the sitemap in robots.txt and keeps the back office and API out', async () => {
    const res = await api().get('/robots.txt').set('Host', 'shop.example').expect(200);
    expect(res.text).toContain('Sitemap: http://shop.example/sitemap.xml');
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /api/');
  });

  it('lists a new product once it is created through the API', async () => {
    await api().get('/sitemap.xml').expect(200);
    const product = await createProduct({ name: 'Late Hoodie' });
    // Written through Prisma here: what a service's write does after it commits.
    invalidateCatalog();
    const res = await api().get('/sitemap.xml').expect(200);
    expect(res.text).toContain(`/product/${product.id}</loc>`);
  });
});

describe('storefrontData (what the server renderer reads)', () => {
  it('reads the same answers as the API, and null for a product that does not exist', async () => {
    const product = await createProduct({ name: 'Atlas Hoodie', sizes: [{ size: 'M', quantity: 3 }] });
    const fromApi = await api().get(`/api/products/${product.id}`).expect(200);
    expect(await storefrontData.product(product.id)).toEqual(fromApi.body.data);
    expect(await storefrontData.product(product.id + 1000)).toBeNull();

    const list = await api().get('/api/products?sort=price-desc&page=1&type=hoodies').expect(200);
    expect(await storefrontData.products({ type: 'hoodies', sort: 'price-desc', page: 1 })).toEqual(
      list.body,
    );
    const home = await api().get('/api/products/home').expect(200);
    expect(await storefrontData.home()).toEqual(home.body.data);
  });

  it('knows no size for a photo that is not stored', async () => {
    expect(await storefrontData.imageSize('products/missing')).toBeNull();
    expect(await storefrontData.imageSize('https://cdn.example/a.webp')).toBeNull();
  });
});

describe('catalogDerived (rendered pages)', () => {
  it('keeps a value until the catalog changes', async () => {
    let made = 0;
    const make = () => Promise.resolve(++made);
    expect(await catalogDerived('page:x', make)).toBe(1);
    expect(await catalogDerived('page:x', make)).toBe(1);
    invalidateCatalog();
    expect(await catalogDerived('page:x', make)).toBe(2);
  });

  it('makes a value once for requests that miss together', async () => {
    let made = 0;
    let finish!: (value: number) => void;
    const make = () => {
      made += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = catalogDerived('page:z', make);
    const second = catalogDerived('page:z', make);
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(made).toBe(1);
  });

  it('does not keep a value made while the catalog changed', async () => {
    let made = 0;
    const first = await catalogDerived('page:y', () => {
      invalidateCatalog();
      return Promise.resolve(++made);
    });
    expect(first).toBe(1);
    expect(await catalogDerived('page:y', () => Promise.resolve(++made))).toBe(2);
  });
});
