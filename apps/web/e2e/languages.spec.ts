import { expect, test } from './test.ts';
import { formatPrice, productName } from '@vigor/shared';
import ar from '../src/messages/pages/ar.ts';
import fr from '../src/messages/pages/fr.ts';
import { sizeLabel } from '../src/lib/size-label.ts';
import {
  adminOrder,
  fillArabicCheckout,
  findProduct,
  isBuyable,
  logIn,
  orderPageOf,
  sizeWithStock,
  staffToken,
  unitPrice,
  watchErrors,
} from './helpers.ts';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('an Arabic shopper gets a right-to-left page in Arabic, and a French one orders in French through quick order', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('إطلالة تتحرك معك');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const product = await findProduct(request, (p) => p.type === 'beanies' && isBuyable(p), 'buyable beanie');
  const size = sizeWithStock(product) as string;
  await page.goto(`/fr/product/${product.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // A beanie's "One Size" reads "Taille unique" in French.
  await page.getByRole('radio', { name: sizeLabel(size, fr), exact: true }).check();
  await page.getByRole('button', { name: 'Acheter maintenant' }).click();
  await expect(page).toHaveURL('/fr/QuickCart');
  await expect(page.getByRole('heading', { level: 1, name: 'COMMANDE RAPIDE' })).toBeVisible();
  await page.getByRole('button', { name: 'COMMANDER' }).click();
  const form = page.getByRole('form', { name: 'Informations de livraison' });
  await form.getByLabel('Nom complet').fill(`Yasmine Langue ${Date.now()}`);
  await form.getByLabel('Téléphone').fill('+212 6 55 44 33 22');
  await form.getByRole('combobox', { name: 'Ville *' }).pressSequentially('casa');
  await form.getByRole('combobox', { name: 'Ville *' }).press('Enter');
  await form.getByRole('button', { name: 'VALIDER LA COMMANDE' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('MERCI POUR VOTRE COMMANDE !')).toBeVisible();
  const number = await dialog.locator('bdi').first().textContent();
  const id = Number(number?.replace('#', ''));
  const orderPage = await orderPageOf(dialog);
  expect(orderPage).toMatch(/^\/fr\/order\//);
  await dialog.getByRole('link', { name: 'VOIR MA COMMANDE' }).click();
  await expect(page).toHaveURL(orderPage);
  await expect(page.getByRole('heading', { level: 1, name: 'VOTRE COMMANDE' })).toBeVisible();
  await expect(page.getByText('À payer en espèces à la livraison')).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Statut : En attente de notre appel');

  // The desk sees the order's language.
  const order = await adminOrder(request, await staffToken(request), id);
  expect(order.language).toBe('fr');
  expect(errors).toEqual([]);
});

test('an Arabic shopper orders through the product page, cart and checkout, reads the order page in Arabic, and the desk sees Arabic', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const product = await findProduct(request, (p) => p.type === 'hoodies' && isBuyable(p), 'buyable hoodie');
  const size = sizeWithStock(product) as string;
  const name = productName(product, 'ar');

  await page.goto(`/ar/product/${product.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(formatPrice(unitPrice(product), 'ar')).first()).toBeVisible();
  await page.getByRole('radio', { name: size, exact: true }).check();
  await page.getByRole('button', { name: ar.product.addToCart, exact: true }).click();
  const popup = page.getByRole('dialog', { name: ar.product.added.title });
  await popup.getByRole('link', { name: ar.product.added.viewCart }).click();

  await expect(page).toHaveURL('/ar/cart');
  await expect(page.getByRole('heading', { level: 1, name: ar.cart.heading })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: ar.cart.checkout }).click();
  const form = await fillArabicCheckout(page, `ياسين عربي ${Date.now()}`, '06 44 33 22 11');
  await expect(page.getByTestId('delivery')).toHaveText(/درهم|مجاني/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await form.getByRole('button', { name: ar.checkout.place }).click();

  const thanks = page.getByRole('dialog');
  await expect(thanks.getByText(ar.checkout.thanks.title)).toBeVisible();
  const id = Number((await thanks.locator('bdi').first().textContent())?.replace('#', ''));
  expect(id).toBeGreaterThan(0);
  const orderPage = await orderPageOf(thanks);
  expect(orderPage).toMatch(/^\/ar\/order\//);
  await thanks.getByRole('link', { name: ar.checkout.thanks.viewOrder }).click();
  await expect(page).toHaveURL(orderPage);
  await expect(page.getByRole('heading', { level: 1, name: ar.order.heading })).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText(ar.order.status.pending.label);
  await expect(page.getByText(ar.order.cashToPay)).toBeVisible();
  await expect(page.getByText(ar.order.deliveryTo('الرباط'))).toBeVisible();
  expect(errors).toEqual([]);

  // The desk's queue names the language the shopper ordered in.
  await logIn(page, 'admin');
  await page.waitForURL(/admin-dashboard/);
  await page.goto('/admin-dashboard/confirm');
  const item = page
    .getByRole('list', { name: 'Queue' })
    .getByRole('button', { name: new RegExp(`#${id}\\b`) });
  await expect(item.locator('.bo-lang')).toHaveText('Arabic');
  expect((await adminOrder(request, await staffToken(request), id)).language).toBe('ar');
});
