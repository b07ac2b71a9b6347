import { PRODUCT_PAGE_IMAGE_SIZES } from '@vigor/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct, truncateAll } from '../../../test/factories.ts';
import { imagePreloadTag, productPageHtml } from './product-page.ts';

const TEMPLATE = '<html><head><title>VIGOR</title></head><body><div id="root"></div></body></html>';

beforeEach(() => truncateAll());

describe('imagePreloadTag', () => {
  it('preloads a stored photo with the srcset and sizes of the product page', () => {
    expect(imagePreloadTag('products/ab12')).toBe(
      '<link rel="preload" as="image" href="/storage/products/ab12-640.webp" ' +
        'imagesrcset="/storage/products/ab12-320.webp 320w, /storage/products/ab12-640.webp 640w, ' +
        `/storage/products/ab12-960.webp 960w" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" fetchpriority="high">`,
    );
  });

  it('preloads an absolute URL as it is, with its attribute characters escaped', () => {
    expect(imagePreloadTag('https://cdn.example/a.webp?x="><script>&y=$&')).toBe(
      '<link rel="preload" as="image" href="https://cdn.example/a.webp?x=&quot;&gt;&lt;script&gt;&amp;y=$&amp;" fetchpriority="high">',
    );
  });

  it('is empty without a photo', () => {
    expect(imagePreloadTag(null)).toBe('');
  });
});

const dataPreload = (id: number) =>
  `<link rel="preload" as="fetch" href="/api/products/${id}" crossorigin="use-credentials">`;

describe('productPageHtml', () => {
  it("adds the preloads of the product's JSON and photo at the end of <head>", async () => {
    const product = await createProduct({ image: 'products/p1' });
    const html = await productPageHtml(TEMPLATE, product.id);
    expect(html).toBe(
      TEMPLATE.replace('</head>', `${dataPreload(product.id)}${imagePreloadTag('products/p1')}</head>`),
    );
  });

  it('keeps `$` sequences of a photo URL as they are', async () => {
    const product = await createProduct({ image: "https://cdn.example/a$&b$'.webp" });
    expect(await productPageHtml(TEMPLATE, product.id)).toContain(
      `href="https://cdn.example/a$&amp;b$'.webp"`,
    );
  });

  it('preloads only the JSON of a product without a photo', async () => {
    const product = await createProduct({ image: null });
    expect(await productPageHtml(TEMPLATE, product.id)).toBe(
      TEMPLATE.replace('</head>', `${dataPreload(product.id)}</head>`),
    );
  });

  it('leaves the page as it is for a product that does not exist', async () => {
    expect(await productPageHtml(TEMPLATE, 999)).toBe(TEMPLATE);
  });
});
