import { expect, test } from './test.ts';

test('the built store serves the storefront, the API and images from one process', async ({
  page,
  request,
}) => {
  const products = await request.get('/api/products?type=hoodies');
  expect(products.ok()).toBe(true);
  const body = await products.json();
  expect(body.meta.total).toBeGreaterThanOrEqual(8);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /shop/i }).first()).toBeVisible();
  await expect(page.locator('img[src*="/storage/products/"]').first()).toBeVisible();
  expect(errors).toEqual([]);
});
