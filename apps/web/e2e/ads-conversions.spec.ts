import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdSendsReport, OrderCreated, Product } from '@vigor/shared';
import { expect, newBrowserContext, test } from './test.ts';
import { E2E_ADS_PORT } from './fixtures.ts';
import {
  bearer,
  cents,
  findProduct,
  isBuyable,
  logIn,
  shot,
  sizeWithStock,
  staffToken,
  unitPrice,
} from './helpers.ts';

/**
 * Ads that learn from confirmed orders (docs/ads.md), against the e2e server's stand-ins of Meta's
 * Conversions API, TikTok's Events API and both pixel scripts (apps/api/test/ad-platforms.ts),
 * which record the browser's and the server's events.
 */
const PLATFORMS = `http://127.0.0.1:${E2E_ADS_PORT}`;
const META_PIXEL = '123456789012345';
const TIKTOK_PIXEL = 'C4E2EPIXELCODE01';

interface Recorded {
  events: (
    | {
        platform: 'meta';
        event: {
          event_name: string;
          event_id: string;
          user_data: { ph?: string[]; fbc?: string; fbp?: string; country?: string[] };
          custom_data?: { value: number; currency: string };
        };
      }
    | {
        platform: 'tiktok';
        event: {
          event: string;
          event_id: string;
          user: { phone?: string; ttclid?: string; ttp?: string };
          properties?: { value: number; currency: string };
        };
      }
  )[];
  refused: unknown[];
  browser_events: {
    platform: 'meta' | 'tiktok';
    pixel: string;
    event: string;
    event_id: string | null;
    params: Record<string, unknown>;
  }[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function recorded(request: APIRequestContext): Promise<Recorded> {
  return (await (await request.get(`${PLATFORMS}/recorded`)).json()) as Recorded;
}

/**
 * The server events of the order placed with this phone (its digits with the country code): Meta
 * hashes them without "+", TikTok in E.164 with it.
 */
async function serverEventsOf(request: APIRequestContext, phone: string) {
  return (await recorded(request)).events.filter((e) =>
    e.platform === 'meta'
      ? e.event.user_data.ph?.[0] === sha256(phone)
      : e.event.user.phone === sha256(`+${phone}`),
  );
}

const nameOf = (e: Recorded['events'][number]) =>
  e.platform === 'meta' ? e.event.event_name : e.event.event;

async function saveAdSettings(request: APIRequestContext, token: string, on: boolean) {
  const response = await request.put('/api/admin/ads', {
    headers: bearer(token),
    data: {
      meta_pixel_id: on ? META_PIXEL : '',
      meta_access_token: on ? 'EAAGe2eMetaToken123456' : '',
      meta_test_event_code: '',
      tiktok_pixel_code: on ? TIKTOK_PIXEL : '',
      tiktok_access_token: on ? 'e2eTikTokToken123456' : '',
      tiktok_test_event_code: '',
      purchase_on: 'confirmed',
    },
  });
  expect(response.status()).toBe(200);
}

async function sendsOf(request: APIRequestContext, token: string, orderId: number) {
  const response = await request.get('/api/admin/ads/sends', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  const report = ((await response.json()) as { data: AdSendsReport }).data;
  return report.recent
    .filter((s) => s.order_id === orderId)
    .map((s) => `${s.event} ${s.platform} ${s.status}`)
    .sort();
}

/** A shopper's order through the API, in its own guest session (no browser, so no pixels). */
async function orderByApi(request: APIRequestContext, product: Product, size: string, phone: string) {
  expect((await request.post('/api/session/initialize')).ok()).toBe(true);
  const line = await request.post('/api/carts', { data: { product_id: product.id, quantity: 1, size } });
  expect(line.status()).toBe(201);
  const placed = await request.post('/api/sales', {
    data: {
      customer_name: 'Ads Canceled',
      customer_phone: phone,
      customer_city: 'Rabat',
      cart_ids: [((await line.json()) as { data: { id: number } }).data.id],
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as OrderCreated).data.id;
}

/** Opens an order on the CONFIRM tab. */
async function openOnDesk(page: Page, id: number) {
  await page.goto('/admin-dashboard/confirm');
  await expect(page.getByRole('heading', { name: 'Orders to confirm' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Queue' })
    .getByRole('button', { name: new RegExp(`^#${id}\\b`) })
    .click();
  const panel = page.getByRole('article', { name: `Order #${id}` });
  await expect(panel.getByText('You hold this order.')).toBeVisible();
  return panel;
}

/** A Moroccan mobile number no earlier journey used (the ads skip a possible duplicate). */
const freshPhone = (offset: number) => `06${String(Date.now() + offset).slice(-8)}`;
/** The number's digits with the country code (Meta hashes them so; TikTok with a "+" before). */
const e164Digits = (phone: string) => `212${phone.slice(1)}`;

test.afterAll(async ({ request }) => {
  // The next journeys run without pixels, as before.
  await saveAdSettings(request, await staffToken(request), false);
});

test('a confirmed order is one Lead and one Purchase on each platform, deduplicated with the pixels; a canceled one no Purchase', async ({
  page,
  browser,
  request,
}) => {
  const token = await staffToken(request);
  await saveAdSettings(request, token, true);
  const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
  const size = sizeWithStock(product) as string;
  const phone = freshPhone(0);

  // The shopper, in a browser of their own: product page → cart → checkout.
  const shopper = await (await newBrowserContext(browser)).newPage();
  await shopper.goto(`/product/${product.id}`);
  await expect(shopper.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The pixels load once the page is idle, from the stand-ins' scripts (allowed by the CSP).
  await expect
    .poll(
      async () => (await recorded(request)).browser_events.filter((e) => e.event === 'ViewContent').length,
    )
    .toBeGreaterThanOrEqual(2);
  await shopper.getByRole('radio', { name: size, exact: true }).check();
  await shopper.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await shopper
    .getByRole('dialog', { name: 'Item added to your cart' })
    .getByRole('link', { name: 'View my cart' })
    .click();
  await shopper.getByRole('button', { name: 'CHECK OUT' }).click();
  const form = shopper.getByRole('form', { name: 'Delivery details' });
  await form.getByLabel('Full name').fill('Ads Shopper');
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('City').fill('Rabat');
  await form.getByRole('button', { name: 'PLACE ORDER' }).click();
  const thanks = shopper.getByRole('dialog', { name: /THANK YOU FOR YOUR ORDER!/ });
  await expect(thanks).toBeVisible();
  const orderId = Number(/#(\d+)/.exec((await thanks.getByText(/Order number/).textContent()) ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);
  await shot(shopper, 'ads-01-thank-you');

  // The browser's Lead (TikTok: PlaceAnOrder) carries the event id the server reuses.
  const browserLeads = async () =>
    (await recorded(request)).browser_events.filter((e) => e.event === 'Lead' || e.event === 'PlaceAnOrder');
  await expect.poll(async () => (await browserLeads()).length).toBe(2);
  const [browserMeta, browserTikTok] = [
    (await browserLeads()).find((e) => e.platform === 'meta')!,
    (await browserLeads()).find((e) => e.platform === 'tiktok')!,
  ];
  const eventId = browserMeta.event_id!;
  expect(eventId).toBeTruthy();
  const value = unitPrice(product);
  expect(browserMeta).toMatchObject({ pixel: META_PIXEL, event: 'Lead', params: { currency: 'MAD' } });
  expect(browserTikTok).toMatchObject({ pixel: TIKTOK_PIXEL, event: 'PlaceAnOrder', event_id: eventId });
  expect(cents(browserMeta.params.value as number)).toBe(cents(value));

  // The server's Lead arrives soon after the order, without the desk.
  await expect
    .poll(async () => (await serverEventsOf(request, e164Digits(phone))).map(nameOf).sort())
    .toEqual(['Lead', 'PlaceAnOrder']);

  // Another order, which the desk cancels before confirming the first.
  const canceledPhone = freshPhone(1);
  const canceled = await orderByApi(request, product, size, canceledPhone);
  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  const canceledPanel = await openOnDesk(page, canceled);
  await canceledPanel.getByRole('button', { name: 'Canceled by customer (x)' }).click();
  await canceledPanel.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order #${canceled}` })).toBeVisible();

  const panel = await openOnDesk(page, orderId);
  await panel.getByRole('button', { name: 'Confirmed (c)' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order #${orderId}: confirmed.` })).toBeVisible();
  await shot(page, 'ads-02-confirmed');

  // Every send of the order done: exactly one Lead and one Purchase on each platform.
  await expect
    .poll(() => sendsOf(request, token, orderId), { timeout: 20_000 })
    .toEqual(['lead meta sent', 'lead tiktok sent', 'purchase meta sent', 'purchase tiktok sent']);
  const events = await serverEventsOf(request, e164Digits(phone));
  expect(events.map(nameOf).sort()).toEqual(['CompletePayment', 'Lead', 'PlaceAnOrder', 'Purchase']);
  for (const e of events) {
    expect(e.event.event_id).toBe(eventId);
    const money = e.platform === 'meta' ? e.event.custom_data : e.event.properties;
    expect(money?.currency).toBe('MAD');
    expect(cents(money!.value)).toBe(cents(value));
  }
  expect((await recorded(request)).refused).toEqual([]);

  // The canceled order: its Lead was handled (sent or skipped), and no Purchase exists anywhere.
  const canceledSends = await sendsOf(request, token, canceled);
  expect(canceledSends.map((s) => s.split(' ').slice(0, 2).join(' '))).toEqual(['lead meta', 'lead tiktok']);
  const canceledNames = (await serverEventsOf(request, e164Digits(canceledPhone))).map(nameOf);
  expect(canceledNames).not.toContain('Purchase');
  expect(canceledNames).not.toContain('CompletePayment');
});

test('a shopper from a Meta ad: the desk names the campaign, and the events carry the click id, the browser id and the country', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const token = await staffToken(request);
  await saveAdSettings(request, token, true);
  const product = await findProduct(request, (p) => isBuyable(p), 'buyable product');
  const size = sizeWithStock(product) as string;
  const phone = freshPhone(7);
  const fbp = `fb.1.${Date.now()}.${String(Date.now()).slice(-9)}`;

  // The shopper clicked a Meta ad: the pixel had already set its browser id (_fbp) on the shop.
  const context = await newBrowserContext(browser);
  await context.addCookies([{ name: '_fbp', value: fbp, url: baseURL! }]);
  const shopper = await context.newPage();
  // The landing page tells the server where the shopper came from before they browse on.
  const landed = shopper.waitForResponse((r) => r.url().endsWith('/api/session/update-activity'));
  await shopper.goto('/?utm_source=facebook&utm_campaign=summer-drop&fbclid=ABC');
  expect((await landed).ok()).toBe(true);
  await shopper.goto(`/product/${product.id}`);
  await shopper.getByRole('radio', { name: size, exact: true }).check();
  await shopper.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await shopper
    .getByRole('dialog', { name: 'Item added to your cart' })
    .getByRole('link', { name: 'View my cart' })
    .click();
  await shopper.getByRole('button', { name: 'CHECK OUT' }).click();
  const form = shopper.getByRole('form', { name: 'Delivery details' });
  await form.getByLabel('Full name').fill('Salma Bennani');
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('City').fill('Rabat');
  await form.getByRole('button', { name: 'PLACE ORDER' }).click();
  const thanks = shopper.getByRole('dialog', { name: /THANK YOU FOR YOUR ORDER!/ });
  await expect(thanks).toBeVisible();
  const orderId = Number(/#(\d+)/.exec((await thanks.getByText(/Order number/).textContent()) ?? '')?.[1]);

  // The desk names where the order came from.
  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  const panel = await openOnDesk(page, orderId);
  await expect(panel.getByTestId('order-source')).toHaveText('Meta · summer-drop');
  await shot(page, 'ads-03-desk-source');

  await expect
    .poll(async () => (await serverEventsOf(request, e164Digits(phone))).map(nameOf).sort())
    .toEqual(['Lead', 'PlaceAnOrder']);
  const events = await serverEventsOf(request, e164Digits(phone));
  const meta = events.find((e) => e.platform === 'meta');
  if (meta?.platform !== 'meta') throw new Error('no Meta event');
  expect(meta.event.user_data.fbc).toMatch(/^fb\.1\.\d{13}\.ABC$/);
  expect(meta.event.user_data.fbp).toBe(fbp);
  expect(meta.event.user_data.country).toEqual([sha256('ma')]);
  // TikTok's phone is the SHA-256 of +2126… (found by serverEventsOf).
  expect(events.find((e) => e.platform === 'tiktok')).toBeTruthy();
  expect((await recorded(request)).refused).toEqual([]);
  await context.close();
});
