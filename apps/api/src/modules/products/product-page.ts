/**
 * The product page's HTML names what its LCP photo waits for, so that it all loads alongside the
 * entry JS: the product's JSON and the photo itself. Without them the browser found the photo only
 * after the entry JS, the route chunk and GET /api/products/:id (docs/performance.md, "Product
 * page LCP"); app.ts adds the route chunk's own preloads.
 */
import type { Product } from '@vigor/shared';
import { imageSources, PRODUCT_PAGE_IMAGE_SIZES } from '@vigor/shared';
import { catalogKeys, catalogValue } from './catalog-cache.ts';
import * as products from './products.service.ts';

/** The body of GET /api/products/:id; one function so that the HTML and the API cache the same bytes. */
export const productAnswer = async (id: number): Promise<{ data: Product }> => ({
  data: await products.getProduct(id),
});

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<link rel="preload">` for a product photo, with the srcset and sizes the page's `<img>` uses so
 * that the browser picks the same width; empty when the product has no photo.
 */
export function imagePreloadTag(image: string | null | undefined): string {
  const sources = imageSources(image);
  if (!sources) return '';
  const srcset = sources.srcSet
    ? ` imagesrcset="${escapeAttribute(sources.srcSet)}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(sources.src)}"${srcset} fetchpriority="high">`;
}

/**
 * The product page's HTML: `template` with, at the end of <head>, the preloads of the product's
 * JSON (the request apiFetch makes: same URL, credentials included, so the browser hands it the
 * preloaded answer) and of its photo. A product that does not exist (or a failed read) gets the
 * plain page: its own API call then shows the error.
 */
export async function productPageHtml(template: string, id: number): Promise<string> {
  const tag = await catalogValue(catalogKeys.product(id), () => productAnswer(id)).then(
    ({ data }) =>
      `<link rel="preload" as="fetch" href="/api/products/${id}" crossorigin="use-credentials">` +
      imagePreloadTag(data.image),
    () => '',
  );
  // A function, not a string: a `$&` in an image URL is not a replacement pattern.
  return tag ? template.replace('</head>', () => `${tag}</head>`) : template;
}
