import type { UnitLimits } from '@vigor/shared';
import { expect, test } from './test.ts';
import ar from '../src/messages/pages/ar.ts';
import arLayout from '../src/messages/ar.ts';
import { findProduct, isBuyable, sizeWithStock, watchErrors } from './helpers.ts';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test("an Arabic shopper's quantity stops at the shop's units per line on the product page, which says why, and the cart refuses more", async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const limits = ((await (await request.get('/api/order-limits')).json()) as { data: UnitLimits }).data;
  const limit = limits.units_per_line;
  // More units left than the limit: the limit, not the stock, stops the quantity.
  // A counted size (S, M, L…): the page names "One Size" in Arabic, and other journeys may have
  // left a one-size product with the most stock.
  const product = await findProduct(
    request,
    (p) => isBuyable(p, limit + 1) && sizeWithStock(p, limit + 1) !== 'One Size',
    'product with a counted size in stock past the limit',
  );
  const size = sizeWithStock(product, limit + 1) as string;

  await page.goto(`/ar/product/${product.id}`);
  await page.getByRole('radio', { name: size, exact: true }).check();
  const quantity = page.getByRole('textbox', { name: arLayout.ui.quantity });
  await quantity.fill(String(limit + 5));
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(limit));
  await expect(page.getByRole('button', { name: arLayout.ui.increase(arLayout.ui.quantity) })).toBeDisabled();
  await expect(page.getByText(ar.product.atMost(limit))).toBeVisible();

  await page.getByRole('button', { name: ar.product.addToCart, exact: true }).click();
  await page
    .getByRole('dialog', { name: ar.product.added.title })
    .getByRole('button', { name: ar.product.added.continue })
    .click();
  // One more of the same size would pass the limit with what the cart holds: the server says so.
  await quantity.fill('1');
  await quantity.press('Enter');
  await page.getByRole('button', { name: ar.product.addToCart, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(ar.checkout.refused.limit('units_per_line', limit));
  // The browser logs the refused request itself; nothing else went wrong.
  expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
});
