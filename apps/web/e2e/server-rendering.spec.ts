/**
 * Pages from the server: readable with JavaScript off, link previews and JSON-LD for crawlers
 * that run none, HTTP 404 for an unknown product, the sitemap, and hydration of every public
 * page without a console error (a hydration mismatch is one).
 */
import { expect, test } from './test.ts';
import type { Product } from '@vigor/shared';
import { allProducts, bearer, isBuyable, staffToken, watchErrors } from './helpers.ts';

const PUBLIC_PATHS = [
  '/',
  '/shop',
  '/hoodies',
  '/beanies',
  '/about',
  '/contact',
  '/size',
  '/privacy',
  '/terms',
  '/cart',
  '/QuickCart',
];

/** Console errors and uncaught exceptions of a page. */
async function productOf(request: Parameters<typeof allProducts>[0], accept: (p: Product) => boolean) {
  const product = (await allProducts(request)).find(accept);
  if (!product) throw new Error('The seeded catalog has no such product');
  return product;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its product rows', async ({ page, request }) => {
    const home = (await (await request.get('/api/products/home')).json()) as { data: { hoodies: Product[] } };
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'HOODIES' })).toBeVisible();
    await expect(page.getByText(home.data.hoodies[0]!.name).first()).toBeVisible();
    await expect(page.locator('img[src*="/storage/products/"]').first()).toBeVisible();
  });

  test('the shop lists products and pages through them with links', async ({ page, request }) => {
    // The seeded catalog fits on one page of 24: a second page needs a few more products.
    const token = await staffToken(request);
    const { meta } = (await (await request.get('/api/products')).json()) as { meta: { total: number } };
    const added: number[] = [];
    for (let n = meta.total; n <= 24; n += 1) {
      const response = await request.post('/api/products', {
        headers: bearer(token),
        multipart: {
          name: `Zz Pagination Tee ${n}`,
          description: 'A plain tee',
          price: '150',
          type: 't-shirts',
          status: 'available',
          sizes: JSON.stringify([{ size: 'M', quantity: 5 }]),
        },
      });
      expect(response.status()).toBe(201);
      added.push(((await response.json()) as { data: Product }).data.id);
    }
    try {
      await page.goto('/shop');
      await expect(page.getByRole('heading', { name: 'SHOP ALL' })).toBeVisible();
      const cards = page.locator('main a[href^="/product/"]');
      await expect(cards.first()).toBeVisible();
      // Earlier journeys in this store may have added products: page 2 is whatever follows page 1.
      const firstOfPage1 = await cards.first().getAttribute('href');
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      await pagination.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/shop\?page=2$/);
      await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(cards.first()).toBeVisible();
      await expect(page.locator(`main a[href="${firstOfPage1}"]`)).toHaveCount(0);
      await pagination.getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(/\/shop$/);
    } finally {
      for (const id of added) await request.delete(`/api/products/${id}`, { headers: bearer(token) });
    }
  });

  test('a product page shows its name, price, photo, sizes and description', async ({ page, request }) => {
    const product = await productOf(request, (p) => isBuyable(p) && p.description.length > 0 && !!p.image);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.locator('.product__price')).toContainText('dh');
    await expect(page.getByRole('img', { name: product.name })).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeAttached();
    await expect(page.getByText(product.description.slice(0, 40))).toBeVisible();
  });
});

test('a chat app crawler gets the Open Graph tags and the JSON-LD of a product', async ({ request }) => {
  const product = await productOf(request, (p) => !!p.image && p.status === 'available');
  const response = await request.get(`/product/${product.id}`, {
    headers: { 'User-Agent': 'WhatsApp/2.23.20.0 A', Accept: 'text/html' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(
      html,
    )?.[1];
  const origin = new URL(response.url()).origin;

  expect(html).toContain(`<title>${product.name} | VIGOR</title>`);
  expect(meta('og:type')).toBe('product');
  expect(meta('og:title')).toBe(product.name);
  expect(meta('og:image')).toMatch(new RegExp(`^${origin}/storage/products/.+\\.webp$`));
  expect(Number(meta('og:image:width'))).toBeGreaterThan(0);
  expect(Number(meta('og:image:height'))).toBeGreaterThan(0);
  const price =
    product.prix_reduction && product.prix_reduction < product.price ? product.prix_reduction : product.price;
  expect(meta('product:price:amount')).toBe(price.toFixed(2));
  expect(meta('product:price:currency')).toBe('MAD');
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(html).toContain(`<link rel="canonical" href="${origin}/product/${product.id}"/>`);

  // The image the preview names is really there.
  expect((await request.get(meta('og:image')!)).status()).toBe(200);

  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(scripts).toHaveLength(1);
  const [item, breadcrumbs] = JSON.parse(scripts[0]![1]!) as Record<string, unknown>[];
  expect(item).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    image: [meta('og:image')],
    offers: {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: 'MAD',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/),
    },
  });
  expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  const crumbs = (breadcrumbs as { itemListElement: { position: number; item: string }[] }).itemListElement;
  expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3]);
  expect(crumbs.at(-1)!.item).toBe(`${origin}/product/${product.id}`);
});

test('each availability reaches the JSON-LD: pre-order and out of stock', async ({ request }) => {
  const products = await allProducts(request);
  for (const [status, availability] of [
    ['pre_order', 'PreOrder'],
    ['out_of_stock', 'OutOfStock'],
  ] as const) {
    const product = products.find((p) => p.status === status);
    if (!product) throw new Error(`The seeded catalog has no ${status} product`);
    const html = await (await request.get(`/product/${product.id}`)).text();
    expect(html).toContain(`"availability":"https://schema.org/${availability}"`);
  }
});

test('an unknown product answers 404 with the Product Not Found page', async ({ page, request }) => {
  const response = await request.get('/product/987654');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Product Not Found');

  const errors = watchErrors(page);
  const productReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/products/987654')) productReads.push(r.url());
  });
  const navigation = await page.goto('/product/987654');
  expect(navigation?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'BACK TO SHOP' }).click();
  await expect(page.getByRole('heading', { name: 'SHOP ALL' })).toBeVisible();
  // The page came with its answer: the browser does not ask the API, and only the document's
  // own 404 is reported.
  expect(productReads).toEqual([]);
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
});

test('a product path past the id range or not a plain decimal id answers 404 too', async ({ request }) => {
  const product = (await allProducts(request))[0]!;
  for (const segment of ['2147483648', `0${product.id}`, `${product.id}.0`, `0x${product.id.toString(16)}`]) {
    const response = await request.get(`/product/${segment}`);
    expect(response.status(), segment).toBe(404);
    expect(await response.text(), segment).toContain('Product Not Found');
    expect((await request.get(`/api/products/${segment}`)).status(), segment).toBe(404);
  }
});

test('product photos that fail to load show the placeholder, not a broken image', async ({
  page,
  request,
}) => {
  const product = await productOf(request, (p) => p.image !== null);
  await page.route('**/storage/products/**', (route) => route.abort());
  for (const path of ['/shop', `/product/${product.id}`]) {
    await page.goto(path);
    // The first photo of the page loads at once (the ones below the fold load when scrolled to).
    const first = page.locator('main .product-image').first();
    await expect(first, path).toHaveClass(/product-image--placeholder/);
    await expect(first, path).toHaveAttribute('role', 'img');
  }
});

test('the sitemap lists every public page and product, and robots.txt names it', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const response = await request.get(sitemapUrl!);
  expect(response.headers()['content-type']).toContain('xml');
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  for (const path of PUBLIC_PATHS.filter((p) => p !== '/cart' && p !== '/QuickCart'))
    expect(locs).toContain(path);
  const products = await allProducts(request);
  expect(locs.filter((p) => p.startsWith('/product/')).sort()).toEqual(
    products.map((p) => `/product/${p.id}`).sort(),
  );
});

test('every public page hydrates without a console error and then navigates in the browser', async ({
  page,
  request,
}) => {
  const product = await productOf(request, (p) => isBuyable(p));
  const errors = watchErrors(page);
  for (const path of [...PUBLIC_PATHS, `/product/${product.id}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // The server's page carries its state; hydration is done once React owns the root.
    await expect(page.locator('#ssr-state')).toBeAttached();
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    expect(errors, path).toEqual([]);
  }

  // After the first page the app is a single-page app: a click fetches JSON, not a document.
  await page.goto('/');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SHOP' }).click();
  await expect(page.getByRole('heading', { name: 'SHOP ALL' })).toBeVisible();
  await expect(page).toHaveTitle('SHOP ALL | VIGOR');
  expect(documents).toEqual([]);
  expect(errors).toEqual([]);
});

test('a server-rendered page does not ask the API again for the data it came with', async ({
  page,
  request,
}) => {
  const product = await productOf(request, (p) => isBuyable(p));
  const catalogReads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/api\/products(\/\d+|\/home)?$/.test(url.pathname)) catalogReads.push(url.pathname + url.search);
  });
  for (const path of ['/', '/shop', `/product/${product.id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(catalogReads).toEqual([]);
});
