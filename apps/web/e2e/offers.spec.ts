import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { formatPrice, type Lang, type OrderCreated, type Product, type PublicOrder } from '@vigor/shared';
import ar from '../src/messages/pages/ar.ts';
import fr from '../src/messages/pages/fr.ts';
import {
  bearer,
  createProduct,
  expectNoSidewaysScroll,
  fillArabicCheckout,
  logIn,
  orderPageOf,
  shot,
  staffToken,
  VIEWPORTS,
  watchErrors,
} from './helpers.ts';

/**
 * The journey's products, deleted once it ends (passed or not): a product with offers, or its
 * sales, must not change what other journeys in the same store read (the home row's best sellers).
 */
const made: Product[] = [];
test.afterEach(async ({ request }) => {
  const token = await staffToken(request);
  for (const product of made.splice(0)) {
    const deleted = await request.delete(`/api/products/${product.id}`, { headers: bearer(token) });
    expect(deleted.status(), await deleted.text()).toBe(200);
  }
});

/**
 * Offers (docs/product.md "Offers"): a hoodie at 249 dh with "2 for −10 %" and a beanie at 99 dh
 * offered with it at 79 dh, made by this journey (its own products, whatever the store holds).
 */
async function hoodieWithOffers(request: APIRequestContext, token: string) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const common = {
    description: 'Offer journey',
    prix_reduction: null,
    status: 'available',
    color: null,
  } as const;
  const hoodie = await createProduct(request, token, {
    ...common,
    name: `Offer Hoodie ${stamp}`,
    price: 249,
    type: 'hoodies',
    sizes: [{ size: 'M', quantity: 20 }],
  });
  const beanie = await createProduct(request, token, {
    ...common,
    name: `Offer Beanie ${stamp}`,
    price: 99,
    type: 'beanies',
    sizes: [{ size: 'One Size', quantity: 20 }],
  });
  const offers = await request.put(`/api/products/${hoodie.id}/offers`, {
    headers: bearer(token),
    data: { tiers: [{ min_qty: 2, percent_off: 10 }], addons: [{ product_id: beanie.id, offer_price: 79 }] },
  });
  expect(offers.status(), await offers.text()).toBe(200);
  made.push(hoodie, beanie);
  return { hoodie, beanie };
}

const phone = () => `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** On the product page in `lang`: the "2 ×" tier, size M and the beanie, then Buy now to the quick-order form. */
async function takeTierAndAddon(page: Page, lang: 'fr' | 'ar', hoodie: Product) {
  const t = lang === 'fr' ? fr : ar;
  await page.goto(`/${lang}/product/${hoodie.id}`);
  const tiers = page.getByRole('group', { name: t.offers.quantityTitle });
  await expect(tiers).toContainText(formatPrice(224.1, lang));
  await expect(tiers).toContainText(`${t.offers.youSave} ${formatPrice(49.8, lang)}`);
  await tiers.getByRole('radio').nth(1).check();
  await expect(page.getByRole('textbox', { name: t.product.quantity })).toHaveValue('2');
  await page.getByRole('radio', { name: 'M', exact: true }).check();
  const addons = page.getByRole('region', { name: t.offers.addonTitle });
  await expect(addons).toContainText(formatPrice(79, lang));
  await addons.getByRole('button', { name: t.offers.add }).click();
  await expect(addons.getByRole('button', { name: new RegExp(t.offers.added) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSidewaysScroll(page);
  await shot(page, `offers-${lang}-product`);
  await page.getByRole('button', { name: t.product.buyNow }).click();
  await expect(page).toHaveURL(`/${lang}/QuickCart`);
  await expect(page.getByTestId('subtotal')).toHaveText(formatPrice(527.2, lang));
  await expectNoSidewaysScroll(page);
}

/** The order placed, read back by its page: 2 hoodies at the tier price and the beanie at its offer price. */
async function expectOrderedWithOffers(page: Page, lang: Lang) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const order = (await (
    await page.request.get(`/api/sales/receipt/${(await orderPageOf(dialog)).split('/').pop()}`)
  ).json()) as {
    data: PublicOrder;
  };
  expect(order.data.language).toBe(lang);
  expect(order.data.total_amount).toBe(527.2);
  expect(order.data.items.map((i) => [i.quantity, i.unit_price, i.offer])).toEqual([
    [2, 224.1, 'tier'],
    [1, 79, 'addon'],
  ]);
}

test.describe('offers on a phone', () => {
  test.use(VIEWPORTS.phone);

  test('a French shopper takes "2 for −10 %" and the beanie add-on, then an Arabic shopper the same, right to left', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const { hoodie } = await hoodieWithOffers(request, await staffToken(request));

    await takeTierAndAddon(page, 'fr', hoodie);
    await page.getByRole('button', { name: fr.cart.checkout }).click();
    const form = page.getByRole('form', { name: fr.checkout.details });
    await form.getByLabel('Nom complet').fill(`Inès Offres ${Date.now()}`);
    await form.getByLabel('Téléphone').fill(phone());
    await form.getByRole('combobox', { name: 'Ville *' }).pressSequentially('casa');
    await form.getByRole('combobox', { name: 'Ville *' }).press('Enter');
    await form.getByRole('button', { name: fr.checkout.place }).click();
    await expectOrderedWithOffers(page, 'fr');

    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await takeTierAndAddon(page, 'ar', hoodie);
    // Right to left: the offers' boxes follow the page's direction and their texts start on the right.
    const addon = page.locator('.offers__addon p').first();
    expect(await addon.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await shot(page, 'offers-ar-quick-order');
    await page.getByRole('button', { name: ar.cart.checkout }).click();
    const arabicForm = await fillArabicCheckout(page, `ياسمين عروض ${Date.now()}`, phone());
    await arabicForm.getByRole('button', { name: ar.checkout.place }).click();
    await expectOrderedWithOffers(page, 'ar');
    expect(errors).toEqual([]);
  });
});

test("an agent upsells a second unit on the call and the total read out is the order's", async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const { hoodie } = await hoodieWithOffers(request, token);
  expect((await request.post('/api/session/initialize')).ok()).toBe(true);
  const placed = await request.post('/api/quick-cart/submit-order', {
    data: {
      customer_name: `Upsell Call ${Date.now()}`,
      customer_phone: phone(),
      customer_city: 'Marrakech',
      items: [{ product_id: hoodie.id, size: 'M', quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const id = ((await placed.json()) as OrderCreated).data.id;
  const agent = { nom: `e2e-upsell-${Date.now()}`, password: 'upsell agent passphrase' };
  const created = await request.post('/api/utilisateurs', {
    data: { ...agent, role: 'agent' },
    headers: bearer(token),
  });
  expect(created.status(), await created.text()).toBe(201);

  await logIn(page, agent);
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await page.goto('/admin-dashboard/confirm');
  await page
    .getByRole('list', { name: 'Queue' })
    .getByRole('button', { name: new RegExp(`^#${id}\\b`) })
    .click();
  const panel = page.getByRole('article', { name: `Order #${id}` });
  const offers = panel.getByRole('region', { name: 'Offers to propose' });
  await expect(offers).toContainText(`Quantity offer: +1 × ${hoodie.name} at 224.10 dh each`);
  await offers
    .getByRole('button', { name: `Propose ${hoodie.name}` })
    .first()
    .click();
  const readOut = offers.getByTestId('upsell-read-out');
  await expect(readOut).toContainText('Read out: the order comes to');
  const said = Number(/comes to ([\d.]+) dh/.exec((await readOut.textContent()) ?? '')?.[1]);
  await shot(page, 'offers-desk-read-out');
  await offers.getByRole('button', { name: 'Customer agrees: save' }).click();
  await expect(panel.getByRole('region', { name: 'Log' })).toContainText(
    `Upsold 1 x ${hoodie.name} M (quantity offer)`,
  );

  const order = await request.get(`/api/sales/${id}`, { headers: bearer(token) });
  const detail = (await order.json()) as {
    data: { totals: { goods_total: number; cash_to_collect: number } };
  };
  expect(detail.data.totals.goods_total).toBe(448.2);
  expect(detail.data.totals.cash_to_collect).toBe(said);
});
