import type { StorefrontData } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { makePage, makeProduct } from './test/test-utils';

const product = makeProduct({ id: 7, name: 'Atlas Hoodie', image: 'products/ab12' });
const data: StorefrontData = {
  home: () => Promise.resolve({ hoodies: [product], beanies: [] }),
  products: () => Promise.resolve(makePage([product])),
  product: (id) => Promise.resolve(id === product.id ? product : null),
  imageSize: () => Promise.resolve({ width: 960, height: 1200 }),
  delivery: () => Promise.resolve({ free_from: 599, zones: [] }),
};

describe('server rendering with a public storage URL (a CDN or bucket)', () => {
  it('names the photos, their srcset and the link preview under that URL, and hands it to the browser', async () => {
    const page = await render({
      url: '/product/7',
      origin: 'https://vigor.ma',
      imageBase: 'https://cdn.vigor.ma/media',
      data,
    });

    expect(page?.status).toBe(200);
    expect(page?.head).toContain(
      '<meta property="og:image" content="https://cdn.vigor.ma/media/products/ab12-960.webp"/>',
    );
    expect(page?.html).toContain('src="https://cdn.vigor.ma/media/products/ab12-640.webp"');
    expect(page?.html).toContain('https://cdn.vigor.ma/media/products/ab12-320.webp 320w');
    expect(page?.html).not.toContain('/storage/');
    expect(JSON.parse(page!.state)).toMatchObject({ imageBase: 'https://cdn.vigor.ma/media' });
  });

  it('names them under the shop origin without one', async () => {
    const page = await render({ url: '/product/7', origin: 'https://vigor.ma', imageBase: '/storage', data });
    expect(page?.head).toContain('content="https://vigor.ma/storage/products/ab12-960.webp"');
    expect(page?.html).toContain('src="/storage/products/ab12-640.webp"');
  });
});

describe('server rendering in each language', () => {
  it('renders an Arabic page right-to-left, with its texts, prices and hreflang alternates', async () => {
    const page = await render({
      url: '/ar/product/7',
      origin: 'https://vigor.ma',
      imageBase: '/storage',
      data,
    });
    expect(page).toMatchObject({ status: 200, lang: 'ar', dir: 'rtl' });
    expect(page?.modules).toEqual([
      'src/app/routes/product.tsx',
      'src/messages/ar.ts',
      'src/messages/pages/ar.ts',
    ]);
    expect(page?.head).toContain('<link rel="canonical" href="https://vigor.ma/ar/product/7"/>');
    expect(page?.head).toContain(
      '<link rel="alternate" hrefLang="fr" href="https://vigor.ma/fr/product/7"/>',
    );
    expect(page?.head).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://vigor.ma/product/7"/>',
    );
    expect(page?.html).toContain('القائمة الرئيسية');
    expect(page?.html).toContain('href="/ar/cart"');
  });

  it('names no page texts for the home page, which shows only the texts every page shows', async () => {
    const page = await render({ url: '/fr/', origin: 'https://vigor.ma', imageBase: '/storage', data });
    expect(page).toMatchObject({ status: 200, lang: 'fr' });
    expect(page?.modules).toEqual(['src/app/routes/home.tsx', 'src/messages/fr.ts']);
    expect(page?.html).toContain('Atlas Hoodie');
  });

  it('answers 404 in the page language for a product that does not exist', async () => {
    const page = await render({
      url: '/fr/product/999',
      origin: 'https://vigor.ma',
      imageBase: '/storage',
      data,
    });
    expect(page).toMatchObject({ status: 404, lang: 'fr', dir: 'ltr' });
  });

  it("leaves an unknown path to the browser, which goes to that language's home", async () => {
    expect(
      await render({ url: '/fr/nowhere', origin: 'https://vigor.ma', imageBase: '/storage', data }),
    ).toBeNull();
  });
});

describe('product ids in the path', () => {
  it.each(['007', '0x7', '7e0', '7.0', '2147483648', '99999999999999999999'])(
    '/product/%s names no product: 404 with the Product Not Found page',
    async (segment) => {
      const page = await render({
        url: `/product/${segment}`,
        origin: 'https://vigor.ma',
        imageBase: '/storage',
        data,
      });
      expect(page?.status).toBe(404);
      expect(page?.html).toContain('Product Not Found');
    },
  );
});
