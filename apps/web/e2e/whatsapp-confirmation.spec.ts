import type { APIRequestContext } from '@playwright/test';
import type { OrderCreated, Product } from '@vigor/shared';
import {
  buttonPayloadOf,
  buttonReply,
  buttonTap,
  signature,
  type SentMessage,
} from '../../api/test/whatsapp-cloud.ts';
import { E2E_WHATSAPP_PORT } from './fixtures.ts';
import { bearer, findProduct, isBuyable, logIn, shot, staffToken } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * WhatsApp confirmation (docs/whatsapp.md) against the e2e server's Cloud API stand-in
 * (apps/api/test/whatsapp-cloud.ts): a French order confirmed and an Arabic one canceled by the
 * customer's tap, each webhook signed as Meta signs it; the desk and SALES show what happened.
 * The shop's WhatsApp settings are switched off again at the end: other journeys' orders go to the
 * desk's queue at once.
 */
const CLOUD = `http://127.0.0.1:${E2E_WHATSAPP_PORT}`;
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'e2e-app-secret-0123456789';

async function whatsappOn(request: APIRequestContext, token: string, on: boolean) {
  const templates = (name: string) =>
    on ? { en: `${name}_en`, fr: `${name}_fr`, ar: `${name}_ar` } : { en: '', fr: '', ar: '' };
  const saved = await request.put('/api/admin/whatsapp', {
    headers: bearer(token),
    data: {
      phone_number_id: PHONE_NUMBER_ID,
      access_token: 'EAAGe2eWhatsappToken123',
      app_secret: APP_SECRET,
      verify_token: 'e2e-verify-token',
      templates: templates('order_confirm'),
      delivery_templates: templates('out_for_delivery'),
      bands: ['low', 'medium'],
      reply_hours: 2,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * A guest's order of one unit of `product`, placed in `language` with a phone and a network
 * address of its own (X-Forwarded-For, read as behind the load balancer): every journey's browser
 * is on 127.0.0.1, and other phones ordering from the same address raise an order's risk band,
 * which could take it out of the WhatsApp bands.
 */
async function placeOrder(
  request: APIRequestContext,
  product: Product,
  language: 'fr' | 'ar',
  phone: string,
) {
  const headers = { 'X-Forwarded-For': `198.51.100.${Number(phone.slice(-2)) + 1}` };
  expect((await request.post('/api/session/initialize', { headers })).ok()).toBe(true);
  const line = await request.post('/api/carts', {
    headers,
    data: { product_id: product.id, quantity: 1, size: 'M' },
  });
  expect(line.status()).toBe(201);
  const placed = await request.post('/api/sales', {
    headers,
    data: {
      customer_name: language === 'fr' ? 'Amina Tazi' : 'خديجة',
      customer_phone: phone,
      customer_city: 'Rabat',
      customer_address: `${phone.slice(-4)} avenue Fal Ould Oumeir`,
      language,
      cart_ids: [((await line.json()) as { data: { id: number } }).data.id],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as OrderCreated).data.id;
}

/** The template the stand-in took for this phone (+212…), once the store's job has sent it. */
async function sentTo(request: APIRequestContext, phone: string): Promise<SentMessage> {
  let found: SentMessage | undefined;
  await expect
    .poll(async () => {
      const { sent } = (await (await request.get(`${CLOUD}/recorded`)).json()) as { sent: SentMessage[] };
      found = sent.find((s) => s.message.to === phone.replace(/\D/g, ''));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Posts a notification as Meta does, signed with `secret` over its exact bytes. */
function notify(request: APIRequestContext, body: object, secret = APP_SECRET) {
  const raw = JSON.stringify(body);
  return request.post('/api/webhooks/whatsapp', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature(raw, secret) },
    data: raw,
  });
}

const unitsOfM = async (request: APIRequestContext, id: number) => {
  const { data } = (await (await request.get(`/api/products/${id}`)).json()) as { data: Product };
  return data.sizes.find((s) => s.size === 'M')?.available ?? null;
};

test.describe('WhatsApp confirmation', () => {
  let token: string;
  test.beforeEach(async ({ request }) => {
    token = await staffToken(request);
    await whatsappOn(request, token, true);
  });
  test.afterEach(async ({ request }) => {
    await whatsappOn(request, token, false);
  });

  test('a French order gets the French template; a forged tap changes nothing, a signed Confirm tap (sent twice) confirms it once', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      (p) => isBuyable(p) && p.sizes.some((s) => s.size === 'M'),
      'product in M',
    );
    const phone = `+2126${String(Date.now()).slice(-8)}`;
    const id = await placeOrder(request, product, 'fr', phone);
    const sent = await sentTo(request, phone);
    expect(sent.message.template).toMatchObject({ name: 'order_confirm_fr', language: { code: 'fr' } });
    expect(buttonPayloadOf(sent.message, 0)).toBe(`CONFIRM:${id}`);
    expect(buttonPayloadOf(sent.message, 1)).toBe(`CANCEL:${id}`);

    const tap = buttonTap(PHONE_NUMBER_ID, phone.slice(1), sent.wamid, `CONFIRM:${id}`, 'Confirmer');
    expect((await notify(request, tap, 'forged-secret-0000000')).status()).toBe(401);
    expect((await notify(request, tap)).status()).toBe(200);
    expect((await notify(request, tap)).status()).toBe(200);

    await logIn(page, 'admin');
    await page.waitForURL(/admin-dashboard/);
    await page.goto('/admin-dashboard/confirm');
    const apart = page.getByRole('region', { name: /Auto-confirmed on WhatsApp/ });
    await expect(apart.getByText(`#${id}`)).toBeVisible();
    await shot(page, 'whatsapp-desk-auto-confirmed');
    await page.goto(`/admin-dashboard/sales/${id}`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Confirmed by the customer on WhatsApp')).toHaveCount(1);
    await expect(page.locator('[data-band]').first()).toBeVisible();
  });

  test('an Arabic order gets the Arabic template, and a Cancel tap cancels it and gives its unit back', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      (p) => isBuyable(p) && p.sizes.some((s) => s.size === 'M' && s.available !== null),
      'counted product in M',
    );
    const before = await unitsOfM(request, product.id);
    const phone = `+2127${String(Date.now()).slice(-8)}`;
    const id = await placeOrder(request, product, 'ar', phone);
    const sent = await sentTo(request, phone);
    expect(sent.message.template).toMatchObject({ name: 'order_confirm_ar', language: { code: 'ar' } });
    expect(await unitsOfM(request, product.id)).toBe(before! - 1);

    expect(
      (await notify(request, buttonReply(PHONE_NUMBER_ID, phone.slice(1), `CANCEL:${id}`, 'إلغاء'))).status(),
    ).toBe(200);
    await expect.poll(() => unitsOfM(request, product.id)).toBe(before);

    await logIn(page, 'admin');
    await page.waitForURL(/admin-dashboard/);
    await page.goto(`/admin-dashboard/sales/${id}`);
    await expect(
      page.getByRole('region', { name: 'Timeline' }).getByText('Canceled by the customer on WhatsApp'),
    ).toBeVisible();
    await shot(page, 'whatsapp-sales-canceled');
  });
});
