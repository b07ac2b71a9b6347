/**
 * Shared steps of the browser journeys: staff tokens and product look-ups through the real API,
 * the staff login screen, full-page screenshots kept as test artifacts, and a tiny PNG.
 */
import { deflateSync } from 'node:zlib';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  type Carrier,
  GUEST_SESSION_COOKIE,
  SHOP_PAGE_SIZE,
  type AdminOrder,
  type AdminOrdersPage,
  type OrderCreated,
  type Page as ApiPage,
  type Product,
} from '@vigor/shared';
import ar from '../src/messages/pages/ar.ts';
import { E2E_STAFF } from './fixtures.ts';

export type StaffKind = keyof typeof E2E_STAFF;

/**
 * The order page a thank-you links to: /order/{reference} in the page's language, a random
 * reference and never the order's number.
 */
export async function orderPageOf(thanks: Locator): Promise<string> {
  const href = await thanks.locator('a[href*="/order/"]').getAttribute('href');
  expect(href).toMatch(/^(\/(fr|ar))?\/order\/[\w-]{22}$/);
  return href!;
}

/** The text of every page of a PDF (a printed page: `page.pdf()`), one string a page. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

/**
 * The guest session the page started (its httpOnly cookie, which page scripts never see), once it
 * has one: a request made before that would start a session of its own.
 */
export async function guestSessionOf(context: BrowserContext): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      id = (await context.cookies()).find((c) => c.name === GUEST_SESSION_COOKIE)?.value;
      return id;
    })
    .toBeTruthy();
  return id!;
}

/** A full-page screenshot kept with the test's artifacts (test-results/<test>/<name>.png). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Collects the page's console errors and uncaught exceptions (a page that hydrates cleanly has none). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A bearer token of an e2e staff user, from POST /api/admin/login. */
export async function staffToken(request: APIRequestContext, kind: StaffKind = 'admin'): Promise<string> {
  const response = await request.post('/api/admin/login', { data: E2E_STAFF[kind] });
  expect(response.status(), 'staff login').toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every product of the catalog as the shop lists it (name A-Z), page by page. */
export async function allProducts(request: APIRequestContext): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/products?per_page=100&page=${page}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as ApiPage<Product>;
    products.push(...body.data);
    if (page >= body.meta.total_pages) return products;
  }
}

/** Units of a size that can still be ordered: null is unlimited. */
const unitsLeft = (size: Product['sizes'][number]) => size.available ?? Number.POSITIVE_INFINITY;

/** The first size of a product with at least `units` left (its default sizes when it has none). */
export function sizeWithStock(product: Product, units = 1): string | undefined {
  if (product.sizes.length === 0) return 'M';
  return product.sizes.find((size) => unitsLeft(size) >= units)?.size;
}

/** A product that can be bought now, `units` at a time, in a size of its own. */
export function isBuyable(product: Product, units = 1): boolean {
  return product.status === 'available' && !product.is_out_of_stock && sizeWithStock(product, units) != null;
}

/** The first product matching `accept`, failing the test with a clear message when there is none. */
export async function findProduct(
  request: APIRequestContext,
  accept: (product: Product) => boolean,
  what: string,
): Promise<Product> {
  const product = (await allProducts(request)).find(accept);
  if (!product) throw new Error(`The seeded catalog has no ${what}`);
  return product;
}

/** An order as the admin API lists it, found by its id. */
export async function adminOrder(request: APIRequestContext, token: string, id: number): Promise<AdminOrder> {
  const response = await request.get(`/api/sales?q=${id}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as AdminOrdersPage;
  const order = body.data.find((o) => o.id === id);
  if (!order) throw new Error(`Order #${id} is not in the admin list`);
  return order;
}

/** Logs in through the French /admin screen, as an e2e staff user or other credentials. */
export async function logIn(page: Page, who: StaffKind | { nom: string; password: string }): Promise<void> {
  const { nom, password } = typeof who === 'string' ? E2E_STAFF[who] : who;
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Connexion administrateur' })).toBeVisible();
  await page.getByLabel('Nom', { exact: true }).fill(nom);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The number in a formatted price, e.g. 249 for "249.00 dh". */
export const money = (amount: number) => `${amount.toFixed(2)} dh`;

/** The effective unit price (sale price when set and below the price). */
export const unitPrice = (product: Product) =>
  product.prix_reduction != null && product.prix_reduction < product.price
    ? product.prix_reduction
    : product.price;

/** Cents, so that totals compare exactly. */
export const cents = (amount: number) => Math.round(amount * 100);

/** A valid width x height PNG filled with one colour, built in memory (no files, no downloads). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ProductFields {
  name: string;
  description: string;
  price: number;
  prix_reduction: number | null;
  type: Product['type'];
  status: Product['status'];
  color: string | null;
  expected_ship_date?: string | null;
  sizes: { size: string; quantity: number }[];
}

/** A product's form fields as the admin form sends them (multipart, every value as text). */
function productForm(fields: ProductFields): Record<string, string> {
  return {
    name: fields.name,
    description: fields.description,
    price: String(fields.price),
    prix_reduction: fields.prix_reduction == null ? '' : String(fields.prix_reduction),
    type: fields.type,
    status: fields.status,
    color: fields.color ?? '',
    expected_ship_date: fields.expected_ship_date ?? '',
    sizes: JSON.stringify(fields.sizes),
  };
}

/** The form fields of a product as the API answers it, stock as entered. */
export function fieldsOf(product: Product): ProductFields {
  return {
    ...product,
    sizes: product.sizes.map((s) => ({ size: s.size, quantity: s.quantity ?? 0 })),
  };
}

/** Creates a product through the admin API, as the back office's form does. */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  fields: ProductFields,
): Promise<Product> {
  const response = await request.post('/api/products', {
    headers: bearer(token),
    multipart: productForm(fields),
  });
  expect(response.status(), `product created: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: Product }).data;
}

/** An available hoodie sold in size M only (what placeOrder orders), with `units` in stock. */
export function createHoodie(
  request: APIRequestContext,
  token: string,
  { name, price, units }: { name: string; price: number; units: number },
): Promise<Product> {
  return createProduct(request, token, {
    name,
    description: name,
    price,
    prix_reduction: null,
    type: 'hoodies',
    status: 'available',
    color: null,
    sizes: [{ size: 'M', quantity: units }],
  });
}

/** Saves a product through the admin API (e.g. new stock), as the back office's form does. */
export async function saveProduct(
  request: APIRequestContext,
  token: string,
  id: number,
  fields: ProductFields,
): Promise<Product> {
  const response = await request.put(`/api/products/${id}`, {
    headers: bearer(token),
    multipart: productForm(fields),
  });
  expect(response.status(), `product saved: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: Product }).data;
}

/** The page of /shop (name A-Z) that lists a product. */
export async function shopPageOf(request: APIRequestContext, productId: number): Promise<string> {
  const index = (await allProducts(request)).findIndex((p) => p.id === productId);
  expect(index, 'the product is in the shop').toBeGreaterThanOrEqual(0);
  const page = Math.floor(index / SHOP_PAGE_SIZE) + 1;
  return page > 1 ? `/shop?page=${page}` : '/shop';
}

/** Nothing on the page is wider than the screen; a failure names the elements that stick out. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const screenWidth = page.viewportSize()!.width;
  const { scrollWidth, title, outside } = await page.evaluate((width) => {
    const sticksOut = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > width,
    );
    // The innermost ones say what to fix; their ancestors only carry them.
    const innermost = sticksOut.filter(
      (el) => !sticksOut.some((other) => other !== el && el.contains(other)),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      title: document.title,
      outside: innermost.map(
        (el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.slice(0, 40)}"`,
      ),
    };
  }, screenWidth);
  expect(scrollWidth, `${title}, wider than the screen: ${outside.join(', ')}`).toBeLessThanOrEqual(
    screenWidth,
  );
}

/** A shopper's order of one unit through the API, in its own guest session; answers its id. */
export async function placeOrder(
  request: APIRequestContext,
  product: Product,
  city: string,
): Promise<number> {
  expect((await request.post('/api/session/initialize')).ok()).toBe(true);
  const line = await request.post('/api/carts', { data: { product_id: product.id, quantity: 1, size: 'M' } });
  expect(line.status()).toBe(201);
  const placed = await request.post('/api/sales', {
    data: {
      customer_name: `Shopper ${city} ${Date.now()}`,
      customer_phone: '0661-22-33-44',
      customer_city: city,
      cart_ids: [((await line.json()) as { data: { id: number } }).data.id],
    },
    headers: { 'Idempotency-Key': `e2e-order-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as OrderCreated).data.id;
}

/** The two screens the journeys run on: the walked desktop and a 375x812 phone. */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
} as const;

/** On a product page with its size chosen: Add to cart, then the popup's View my cart. */
export async function addToCartAndOpenCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Item added to your cart' })
    .getByRole('link', { name: 'View my cart' })
    .click();
  await expect(page).toHaveURL('/cart');
}

/**
 * The shop's clock at an instant as the browser's own time-zone database reads it, through Intl
 * alone: the journeys' oracle.
 */
export async function shopClock(page: Page, instant: number) {
  const [year, month, day, hour, minute] = await page.evaluate((at) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Africa/Casablanca',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(at);
    return ['year', 'month', 'day', 'hour', 'minute'].map(
      (type) => parts.find((p) => p.type === type)!.value,
    );
  }, instant);
  return {
    day: `${year}-${month}-${day}`,
    dateTime: `${day}/${month}/${year} ${hour}:${minute}`,
    picker: `${year}-${month}-${day}T${hour}:${minute}`,
  };
}

/** A new carrier in SETTINGS, made through the API. */
export async function createCarrier(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<Carrier> {
  const response = await request.post('/api/shipping/carriers', { headers: bearer(token), data: { name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Carrier }).data;
}

/** An order placed by a guest in `city`, then confirmed by staff: ready to ship. */
export async function placeConfirmedOrder(
  request: APIRequestContext,
  token: string,
  product: Product,
  city: string,
): Promise<number> {
  const id = await placeOrder(request, product, city);
  const confirmed = await request.put(`/api/sales/${id}`, {
    headers: bearer(token),
    data: { status: 'confirmed' },
  });
  expect(confirmed.ok()).toBe(true);
  return id;
}

/** Fills the checkout form of an Arabic page: a name, a phone and Rabat, chosen by its Arabic name. */
export async function fillArabicCheckout(page: Page, name: string, phone: string): Promise<Locator> {
  const form = page.getByRole('form', { name: ar.checkout.details });
  await form.getByLabel(ar.checkout.name.replace(' *', '')).fill(name);
  await form.getByLabel(ar.checkout.phone.replace(' *', '')).fill(phone);
  await form.getByRole('combobox', { name: ar.checkout.city }).pressSequentially('الرباط');
  await form.getByRole('combobox', { name: ar.checkout.city }).press('Enter');
  return form;
}
