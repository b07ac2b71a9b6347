import { expect, test } from './test.ts';
import { shot } from './helpers.ts';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('on a 375px phone the hamburger menu opens, closes and navigates', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const open = page.getByRole('button', { name: 'Open menu' });
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'SHOP' })).toBeHidden();
  // The home rows scroll inside themselves: the page itself never scrolls sideways.
  await expect(page.getByRole('region', { name: 'HOODIES' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'BEANIES' }).getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, '01-phone-home');

  await open.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['SHOP', 'HOODIES', 'BEANIES', 'ABOUT', 'CONTACT']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await shot(page, '02-phone-menu-open');

  await close.click();
  await expect(nav.getByRole('link', { name: 'SHOP' })).toBeHidden();
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  // Escape closes it too, and a link navigates and closes it.
  await open.click();
  await expect(nav.getByRole('link', { name: 'ABOUT' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'ABOUT' })).toBeHidden();
  await open.click();
  await nav.getByRole('link', { name: 'HOODIES' }).click();
  await expect(page).toHaveURL('/hoodies');
  await expect(page.getByRole('heading', { level: 1, name: 'HOODIES COLLECTION' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'HOODIES' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  // No horizontal scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('on a 375px phone the shop grid has 2 columns', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL' })).toBeVisible();
  const grid = page.locator('ul.grid');
  const cards = grid.getByRole('article');
  await expect(cards.nth(2)).toBeVisible();

  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(2);

  const box = async (index: number) => {
    const found = await cards.nth(index).boundingBox();
    if (!found) throw new Error(`card ${index} has no box`);
    return found;
  };
  const [first, second, third] = [await box(0), await box(1), await box(2)];
  // Two cards side by side on the first row, the third below the first.
  expect(Math.abs(first.y - second.y)).toBeLessThan(1);
  expect(second.x).toBeGreaterThan(first.x + first.width - 1);
  expect(Math.abs(third.x - first.x)).toBeLessThan(1);
  expect(third.y).toBeGreaterThan(first.y + first.height - 1);
  // Both columns fit in the phone's width.
  expect(second.x + second.width).toBeLessThanOrEqual(375);
  await shot(page, '03-phone-shop-grid');
});
