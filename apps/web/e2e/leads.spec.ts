import { type APIRequestContext, type Page } from '@playwright/test';
import {
  BLOCKED_ORDER_MESSAGE,
  type DeskOrderDetail,
  type DeskQueueItem,
  type DeskSettings,
  type Product,
} from '@vigor/shared';
import { brand } from '../src/config/brand.ts';
import { E2E_CLOCK_PORT } from './fixtures.ts';
import { expect, newBrowserContext, test } from './test.ts';
import {
  VIEWPORTS,
  bearer,
  findProduct,
  isBuyable,
  logIn,
  shot,
  sizeWithStock,
  staffToken,
} from './helpers.ts';

// The shopper is on a phone-size screen; the agent works on a desktop of their own.
test.use(VIEWPORTS.phone);

/** A Moroccan mobile number no other journey uses: 06 and the last 8 digits of the time. */
const freshPhone = () => `06${String(Date.now()).slice(-8)}`;

/** On a phone: product page, size, Buy it now, then the quick order's checkout form. */
async function openQuickCheckout(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await page.getByRole('radio', { name: sizeWithStock(product), exact: true }).check();
  await page.getByRole('button', { name: 'Buy it now' }).click();
  await expect(page).toHaveURL('/QuickCart');
  await page.getByRole('button', { name: 'CHECK OUT' }).click();
  return page.getByRole('form', { name: 'Delivery details' });
}

async function deskQueue(request: APIRequestContext, token: string): Promise<DeskQueueItem[]> {
  const response = await request.get('/api/confirmation/queue', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DeskQueueItem[] }).data;
}

/** Moves the server's leads' clock forward (apps/api/test/lead-clock.ts). */
async function advanceLeadClock(request: APIRequestContext, minutes: number) {
  const moved = await request.post(`http://127.0.0.1:${E2E_CLOCK_PORT}/advance`, { data: { minutes } });
  expect(moved.ok(), await moved.text()).toBe(true);
}

test('a shopper who types a phone and leaves is called as a lead and the agent makes the order', async ({
  page,
  browser,
  request,
}) => {
  const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
  const phone = freshPhone();
  const name = `Lead Phone ${Date.now()}`;
  const token = await staffToken(request);
  const settings = await request.get('/api/confirmation/settings', { headers: bearer(token) });
  expect(((await settings.json()) as { data: DeskSettings }).data.lead_delay_minutes).toBe(15);

  const form = await openQuickCheckout(page, product);
  await expect(form.getByText('We use your phone number only to confirm your order.')).toBeVisible();
  await form.getByLabel('Full name').fill(name);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST',
  );
  await form.getByLabel('Phone').fill(phone);
  expect((await saved).ok()).toBe(true);
  await shot(page, 'leads-01-phone-typed');
  // The shopper leaves without ordering.
  await page.goto('/shop');

  // The agent's desk, opened after the shopper left: the lead waits for the delay (15 minutes)
  // from the last keystroke, so the queue the desk is shown does not list it.
  const context = await newBrowserContext(browser);
  const desk = await context.newPage();
  await logIn(desk, 'admin');
  await expect(desk).toHaveURL('/admin-dashboard');
  const isOurLead = (item: DeskQueueItem) => item.kind === 'lead' && item.customer_name === name;
  const shown = desk.waitForResponse((r) => r.url().endsWith('/api/confirmation/queue'));
  await desk.goto('/admin-dashboard/confirm');
  const queue = ((await (await shown).json()) as { data: DeskQueueItem[] }).data;
  expect(queue.some(isOurLead)).toBe(false);
  const item = desk.getByRole('list', { name: 'Queue' }).getByRole('button', { name: `Lead ${name}` });
  await expect(desk).toHaveTitle(/^\(\d+\) Confirmation desk/);
  await expect(item).toHaveCount(0);

  // A quarter of an hour later on the leads' clock, the open desk lists it without a reload.
  await advanceLeadClock(request, 15);
  await expect(item).toBeVisible({ timeout: 5_000 });
  const lead = (await deskQueue(request, token)).find(isOurLead);
  expect(lead).toMatchObject({ customer_phone: `+212${phone.slice(1)}`, source: 'quick-cart' });

  await item.click();
  const panel = desk.getByRole('article', { name: `Lead #${lead!.id}` });
  await expect(panel.getByRole('list', { name: 'Items' })).toContainText(product.name);
  await panel.getByRole('button', { name: 'Turn into an order (c)' }).click();
  const orderForm = panel.getByRole('form', { name: 'Order from this lead' });
  await orderForm.getByRole('combobox', { name: 'City' }).fill('Casablanca');
  await shot(desk, 'leads-02-lead-on-desk');
  await orderForm.getByRole('button', { name: 'Place the order' }).click();

  const placed = desk.getByRole('status').filter({ hasText: /Order #\d+ placed/ });
  await expect(placed).toBeVisible();
  const orderId = Number(/#(\d+)/.exec((await placed.textContent()) ?? '')?.[1]);
  await expect(item).toHaveCount(0);
  const response = await request.get(`/api/confirmation/orders/${orderId}`, { headers: bearer(token) });
  const order = ((await response.json()) as { data: DeskOrderDetail }).data;
  expect(order).toMatchObject({ status: 'confirmed', customer_name: name, customer_city: 'Casablanca' });
  expect(order.items).toEqual([expect.objectContaining({ product_id: product.id, quantity: 1 })]);
  expect(order.log.at(-1)).toMatchObject({ staff_name: 'e2e-admin' });
  await shot(desk, 'leads-03-order-placed');
  await context.close();
});

test('an order from a blocked phone is refused with the neutral message and holds nothing', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
  const phone = freshPhone();
  const token = await staffToken(request);
  const blocked = await request.post('/api/admin/blocklist', {
    headers: bearer(token),
    data: { phone, reason: 'Refused three parcels (journey)' },
  });
  expect(blocked.status()).toBe(201);
  const entry = ((await blocked.json()) as { data: { id: number } }).data;
  try {
    const form = await openQuickCheckout(page, product);
    await form.getByLabel('Full name').fill(`Blocked Phone ${Date.now()}`);
    await form.getByLabel('Phone').fill(phone);
    await form.getByLabel('City').pressSequentially('casa');
    await form.getByLabel('City').press('Enter');
    await form.getByRole('button', { name: 'PLACE ORDER' }).click();
    // The refusal does not say that the phone is blocked.
    const refusal = page.getByRole('alert').filter({ hasText: BLOCKED_ORDER_MESSAGE });
    await expect(refusal).toBeVisible();
    // It stays in the form with the shop's phone and chat; no notification covers the way back.
    await expect(refusal.getByRole('link', { name: brand.phone })).toHaveAttribute('href', brand.phoneHref);
    await expect(refusal.getByRole('link', { name: /order on WhatsApp/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close notification' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'BACK' })).toBeEnabled();
    await expect(page.getByRole('dialog', { name: /THANK YOU/ })).toHaveCount(0);
    await shot(page, 'leads-04-blocked');

    // Nothing was placed from that phone and no unit is held; the refusal is counted on the entry.
    const after = await findProduct(request, (p) => p.id === product.id, 'product of the journey');
    expect(after.sizes).toEqual(product.sizes);
    const orders = await request.get(`/api/sales?q=${phone}`, { headers: bearer(token) });
    expect(((await orders.json()) as { data: unknown[] }).data).toEqual([]);
    const list = await request.get('/api/admin/blocklist', { headers: bearer(token) });
    const entries = ((await list.json()) as { data: { id: number; refused_orders: number }[] }).data;
    expect(entries.find((e) => e.id === entry.id)?.refused_orders).toBe(1);
  } finally {
    const removed = await request.delete(`/api/admin/blocklist/${entry.id}`, { headers: bearer(token) });
    expect(removed.ok()).toBe(true);
  }
});

test.describe('the desk on a desktop', () => {
  test.use(VIEWPORTS.desktop);

  test('a new order appears in every open CONFIRM tab without a reload, and the titles count it', async ({
    context,
    request,
  }) => {
    const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
    const first = await context.newPage();
    await logIn(first, 'admin');
    await expect(first).toHaveURL('/admin-dashboard');
    const tabs = [first, await context.newPage()];
    for (const tab of tabs) {
      await tab.goto('/admin-dashboard/confirm');
      await expect(tab.getByRole('heading', { name: 'Orders to confirm' })).toBeVisible();
      await expect(tab).toHaveTitle(/^\(\d+\) Confirmation desk \| VIGOR admin$/);
    }
    const waiting = async (tab: Page) => Number(/^\((\d+)\)/.exec(await tab.title())?.[1]);
    const before = await Promise.all(tabs.map(waiting));

    const name = `Two Tabs ${Date.now()}`;
    expect((await request.post('/api/session/initialize')).ok()).toBe(true);
    const placed = await request.post('/api/quick-cart/submit-order', {
      data: {
        customer_name: name,
        customer_phone: freshPhone(),
        customer_city: 'Rabat',
        items: [{ product_id: product.id, size: sizeWithStock(product), quantity: 1 }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);

    for (const [index, tab] of tabs.entries()) {
      const item = tab.getByRole('list', { name: 'Queue' }).getByRole('button', { name: new RegExp(name) });
      await expect(item).toBeVisible({ timeout: 5_000 });
      await expect(tab).toHaveTitle(`(${before[index]! + 1}) Confirmation desk | VIGOR admin`);
    }
    await shot(tabs[1]!, 'leads-05-second-tab');
  });
});
