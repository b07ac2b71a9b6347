import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, newBrowserContext, test } from './test.ts';
import type { DeliverySettings, DeskOrderDetail, OrderCreated, Product } from '@vigor/shared';
import { bearer, findProduct, isBuyable, logIn, shot, sizeWithStock, staffToken } from './helpers.ts';

/** A shopper's order through the API, in its own guest session; answers its id. */
async function placeOrder(request: APIRequestContext, product: Product, size: string, customer: string) {
  expect((await request.post('/api/session/initialize')).ok()).toBe(true);
  const line = await request.post('/api/carts', { data: { product_id: product.id, quantity: 1, size } });
  expect(line.status()).toBe(201);
  const placed = await request.post('/api/sales', {
    data: {
      customer_name: customer,
      customer_phone: '0662-00-11-22',
      customer_city: 'Marrakech',
      cart_ids: [((await line.json()) as { data: { id: number } }).data.id],
    },
    headers: { 'Idempotency-Key': `e2e-desk-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as OrderCreated).data.id;
}

async function deskOrder(request: APIRequestContext, id: number): Promise<DeskOrderDetail> {
  const token = await staffToken(request);
  const response = await request.get(`/api/confirmation/orders/${id}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DeskOrderDetail }).data;
}

/** The CONFIRM tab, marked so that a page reload would show (the mark would be gone). */
async function openDesk(page: Page) {
  await page.goto('/admin-dashboard/confirm');
  await expect(page.getByRole('heading', { name: 'Orders to confirm' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { deskMark: boolean }).deskMark = true));
}

const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { deskMark?: boolean }).deskMark === true);

const queueItem = (page: Page, id: number) =>
  page.getByRole('list', { name: 'Queue' }).getByRole('button', { name: new RegExp(`^#${id}\\b`) });

/** The newest order, first in the queue (fresh orders come first), opened with Home, held by this agent. */
async function openNewest(page: Page, id: number) {
  await expect(queueItem(page, id)).toBeVisible();
  await page.keyboard.press('Home');
  const panel = page.getByRole('article', { name: `Order #${id}` });
  await expect(panel.getByText('You hold this order.')).toBeVisible();
  return panel;
}

test('an agent confirms an order with the keyboard alone, and a new order appears without a reload', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
  const size = sizeWithStock(product) as string;
  const first = await placeOrder(request, product, size, `Desk Keyboard ${Date.now()}`);
  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  await openDesk(page);

  // After the call: Home opens the order (1 action), c confirms it (2 actions).
  const panel = await openNewest(page, first);
  await expect(panel).toContainText('Marrakech');
  await shot(page, 'desk-01-open-order');
  await page.keyboard.press('c');
  await expect(page.getByRole('status').filter({ hasText: `Order #${first}: confirmed.` })).toBeVisible();
  await expect(queueItem(page, first)).toHaveCount(0);
  expect((await deskOrder(request, first)).status).toBe('confirmed');
  // Focus went to the next order, so the keys go on working.
  await expect(page.locator('.bo-desk__item:focus')).toHaveCount(1);
  expect(await stillSamePage(page)).toBe(true);

  // A shopper orders while the desk is open: it shows up within 5 s, no reload.
  const second = await placeOrder(request, product, size, `Desk Arrival ${Date.now()}`);
  await expect(queueItem(page, second)).toBeVisible({ timeout: 5_000 });
  expect(await stillSamePage(page)).toBe(true);
  await shot(page, 'desk-02-new-order');
});

test('an agent changes a size and the city (typed in Arabic) during the call', async ({ page, request }) => {
  const product = await findProduct(
    request,
    (p) => isBuyable(p) && p.sizes.filter((s) => (s.available ?? 1) > 0).length >= 2,
    'buyable product with two sizes in stock',
  );
  const [from, to] = product.sizes.filter((s) => (s.available ?? 1) > 0).map((s) => s.size) as [
    string,
    string,
  ];
  const id = await placeOrder(request, product, from, `Desk Size ${Date.now()}`);
  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  await openDesk(page);
  const panel = await openNewest(page, id);

  await page.keyboard.press('e');
  const form = panel.getByRole('form', { name: 'Edit order' });
  await form.getByLabel(`Size of ${product.name}`).selectOption(to);
  const delivery = (await (await request.get('/api/delivery')).json()) as { data: DeliverySettings };
  const city = delivery.data.zones.flatMap((z) => z.cities).find((c) => c.name_fr !== 'Marrakech')!;
  await form.getByRole('combobox', { name: 'City' }).fill(city.name_ar);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByRole('list', { name: 'Items' })).toContainText(`size ${to}`);
  await expect(panel.getByRole('region', { name: 'Log' })).toContainText(/Edited .*items/);
  const order = await deskOrder(request, id);
  expect(order.items.map((i) => i.size)).toEqual([to]);
  expect(order.customer_city).toBe(city.name_fr);
  expect(order.log.at(-1)).toMatchObject({ event: { type: 'edit' }, staff_name: 'e2e-admin' });
  expect(await stillSamePage(page)).toBe(true);
  await shot(page, 'desk-03-size-edited');
});

test('a second agent sees who holds an order and cannot log its call', async ({ page, browser, request }) => {
  const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
  const id = await placeOrder(request, product, sizeWithStock(product) as string, `Desk Claim ${Date.now()}`);
  const second = { nom: `e2e-agent-${Date.now()}`, password: 'second agent passphrase' };
  const created = await request.post('/api/utilisateurs', {
    data: { ...second, role: 'admin' },
    headers: bearer(await staffToken(request)),
  });
  expect(created.status()).toBe(201);

  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  await openDesk(page);
  await openNewest(page, id);

  const context = await newBrowserContext(browser);
  const other = await context.newPage();
  await logIn(other, second);
  await expect(other).toHaveURL('/admin-dashboard');
  await openDesk(other);
  await expect(queueItem(other, id)).toContainText('🔒 e2e-admin');
  await queueItem(other, id).click();
  const panel = other.getByRole('article', { name: `Order #${id}` });
  await expect(panel.getByText('Held by e2e-admin')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Confirmed (c)' })).toBeDisabled();
  await shot(other, 'desk-04-held-by-other');
  await context.close();
});
