import { expect, test } from './test.ts';
import { adminOrder, findProduct, isBuyable, sizeWithStock, staffToken, watchErrors } from './helpers.ts';

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
  await page.getByRole('radio', { name: size, exact: true }).check();
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
  await dialog.getByRole('link', { name: 'VOIR MA COMMANDE' }).click();
  await expect(page).toHaveURL(`/fr/order/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'VOTRE COMMANDE' })).toBeVisible();
  await expect(page.getByText('À payer en espèces à la livraison')).toBeVisible();

  // The desk sees the order's language.
  const order = await adminOrder(request, await staffToken(request), id);
  expect(order.language).toBe('fr');
  expect(errors).toEqual([]);
});
