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
