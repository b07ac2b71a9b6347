import { expect, test } from './test.ts';
import { sumAmounts } from '@vigor/shared';
import {
  adminOrder,
  cents,
  findProduct,
  isBuyable,
  money,
  orderPageOf,
  shot,
  sizeWithStock,
  staffToken,
  unitPrice,
  watchErrors,
} from './helpers.ts';

test('product page → Buy it now → /QuickCart with the product → order → back to the shop', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => p.type === 'beanies' && isBuyable(p), 'buyable beanie');
  const size = sizeWithStock(product) as string;

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Buy it now' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Please select size before purchasing\./);
  await expect(page).toHaveURL(`/product/${product.id}`);

  await page.getByRole('radio', { name: size, exact: true }).check();
  await page.getByRole('button', { name: 'Buy it now' }).click();

  await expect(page).toHaveURL('/QuickCart');
  await expect(page.getByRole('heading', { level: 1, name: 'QUICK ORDER' })).toBeVisible();
  await expect(page.getByText(product.name, { exact: true })).toBeVisible();
  await expect(page.getByText(`Size: ${size}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  const price = unitPrice(product);
  // Casablanca's zone costs 20 dh below the free-delivery threshold (the seeded settings).
  const fee = price < 599 ? 20 : 0;
  await expect(page.getByTestId('subtotal')).toHaveText(money(price));
  await expect(page.getByTestId('total')).toHaveText(fee ? `${money(price)} + delivery` : money(price));
  // The quick order is not a cart line.
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await shot(page, '01-quick-order');

  await page.getByRole('button', { name: 'CHECK OUT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CHECK OUT' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Delivery details' });
  await form.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields.');
  const customer = `Salma Quick ${Date.now()}`;
  await form.getByLabel('Full name').fill(customer);
  await form.getByLabel('Phone').fill('+212 7 11 22 33 44');
  // The only city matching what was typed is chosen with Enter, without submitting the form.
  await form.getByLabel('City').pressSequentially('casa');
  await form.getByLabel('City').press('Enter');
  await expect(form.getByLabel('City')).toHaveValue('Casablanca');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('total')).toHaveText(money(sumAmounts([price, fee])));
  await form.getByRole('button', { name: 'PLACE ORDER' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Order submitted successfully!' })).toBeVisible();
  const thanks = page.getByRole('dialog', { name: /THANK YOU FOR YOUR ORDER!/ });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText('شكراً على طلبك!');
  await expect(thanks).toContainText(`Total to pay: ${money(sumAmounts([price, fee]))}`);
  await expect(thanks.getByText(/Returning to the shop in \d+ seconds?\./)).toBeVisible();
  await shot(page, '02-quick-thank-you');
  const orderId = Number(/#(\d+)/.exec((await thanks.getByText(/Order number/).textContent()) ?? '')?.[1]);
  const orderPage = await orderPageOf(thanks);

  // On the quick order page the countdown's end goes back to the shop.
  await expect(page).toHaveURL('/shop', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'SHOP ALL' })).toBeVisible();

  // Back to the quick order never offers the same order again: its page instead, as after Forward.
  await page.goBack();
  await expect(page).toHaveURL(orderPage);
  await expect(page.getByRole('heading', { level: 1, name: 'YOUR ORDER' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CHECK OUT' })).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL('/shop');
  await page.goBack();
  await expect(page).toHaveURL(orderPage);

  const order = await adminOrder(request, await staffToken(request), orderId);
  expect(order).toMatchObject({
    customer_name: customer,
    customer_phone: '+212711223344',
    customer_city: 'Casablanca',
    delivery_fee: fee,
  });
  expect(cents(order.total_amount)).toBe(cents(price));
  expect(order.items).toEqual([expect.objectContaining({ product_id: product.id, size, quantity: 1 })]);
  // The quick cart was emptied by the order.
  const quick = await page.request.get('/api/quick-cart');
  expect(((await quick.json()) as { data: unknown[] }).data).toEqual([]);
});

test('/QuickCart without a product explains it and links to the shop', async ({ page }) => {
  await page.goto('/QuickCart');
  await expect(page.getByText('No items selected for quick order')).toBeVisible();
  await page.getByRole('link', { name: 'SHOP NOW' }).click();
  await expect(page).toHaveURL('/shop');
});

test('a reload while the thank-you shows lands on the order page, not on a quick order to place again', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => p.type === 'beanies' && isBuyable(p), 'buyable beanie');
  await page.goto(`/product/${product.id}`);
  await page.getByRole('radio', { name: sizeWithStock(product) as string, exact: true }).check();
  await page.getByRole('button', { name: 'Buy it now' }).click();
  await page.getByRole('button', { name: 'CHECK OUT' }).click();
  const form = page.getByRole('form', { name: 'Delivery details' });
  await form.getByLabel('Full name').fill(`Salma Reload ${Date.now()}`);
  await form.getByLabel('Phone').fill('+212 7 11 22 33 44');
  await form.getByLabel('City').pressSequentially('casa');
  await form.getByLabel('City').press('Enter');
  await form.getByRole('button', { name: 'PLACE ORDER' }).click();
  const thanks = page.getByRole('dialog', { name: /THANK YOU FOR YOUR ORDER!/ });
  await expect(thanks).toBeVisible();
  const orderPage = await orderPageOf(thanks);

  const errors = watchErrors(page);
  await page.reload();
  await expect(page).toHaveURL(orderPage);
  await expect(page.getByRole('heading', { level: 1, name: 'YOUR ORDER' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CHECK OUT' })).toHaveCount(0);
  expect(errors, 'no hydration error on the way').toEqual([]);
});
