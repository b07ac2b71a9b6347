import { expect, test } from './test.ts';
import { lineTotal, sumAmounts } from '@vigor/shared';
import type { HomeRows } from '@vigor/shared';
import {
  adminOrder,
  cents,
  isBuyable,
  money,
  shot,
  sizeWithStock,
  staffToken,
  unitPrice,
} from './helpers.ts';

/** The seeded delivery settings: Rabat is in the 35 dh zone. */
const ZONE_FEES = 'Casablanca 20.00 dh, Other cities 35.00 dh';
const RABAT_FEE = 35;
const FREE_FROM = 599;

test('home → product (size, quantity) → cart → checkout → thank-you, and the order is stored', async ({
  page,
  request,
}) => {
  // A hoodie of the home row that can be bought two at a time.
  const home = (await (await request.get('/api/products/home')).json()) as { data: HomeRows };
  const product = home.data.hoodies.find((p) => isBuyable(p, 2));
  if (!product) throw new Error('The home row of hoodies has no product buyable two at a time');
  const size = sizeWithStock(product, 2) as string;
  const subtotal = lineTotal(unitPrice(product), 2);
  const fee = subtotal < FREE_FROM ? RABAT_FEE : 0;

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The look that moves');
  const row = page.getByRole('region', { name: 'HOODIES' });
  await expect(row.getByRole('article').first()).toBeVisible();
  // The rows scroll inside themselves: no sideways scrolling of the page.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await shot(page, '01-home');

  await row.getByRole('article', { name: product.name, exact: true }).getByRole('link').click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('Tax included.')).toBeVisible();
  await expect(page.getByTestId('delivery-fees')).toContainText(ZONE_FEES);

  // No size yet: the page asks for one.
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/Please select size before adding to cart\./);

  await page.getByRole('radio', { name: size, exact: true }).check();
  await expect(page.getByRole('group', { name: `Size: ${size}` })).toBeVisible();
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('2');
  await shot(page, '02-product');

  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Item added to your cart' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(product.name);
  await expect(popup).toContainText(`Size: ${size}`);
  await expect(popup).toContainText('Quantity: 2');
  await expect(popup).toContainText(`Price: ${money(subtotal)}`);
  await expect(page.getByText('Please select size before adding to cart.')).toBeHidden();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await shot(page, '03-added-popup');

  await popup.getByRole('link', { name: 'View my cart' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'YOUR CART' })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByText(`Size: ${size}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('2');
  await expect(page.getByLabel('Select all')).toBeChecked();
  await expect(page.getByTestId('subtotal')).toHaveText(money(subtotal));
  // No city yet: what each zone costs.
  await expect(page.getByTestId('delivery')).toHaveText(fee ? ZONE_FEES : 'Free');
  await expect(page.getByTestId('total')).toHaveText(fee ? `${money(subtotal)} + delivery` : money(subtotal));
  await shot(page, '04-cart');

  await page.getByRole('button', { name: 'CHECK OUT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CHECK OUT' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Delivery details' });
  await form.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await shot(page, '05-checkout-validation');

  const customer = `Yassine Checkout ${Date.now()}`;
  await form.getByLabel('Full name').fill(customer);
  await expect(form.getByRole('alert')).toBeEmpty();
  await form.getByLabel('Phone').fill('06 12 34 56 78');
  await form.getByLabel('City').fill('Rabat');
  await expect(page.getByTestId('delivery')).toHaveText(fee ? money(fee) : 'Free');
  await expect(page.getByTestId('total')).toHaveText(money(sumAmounts([subtotal, fee])));
  await form.getByRole('button', { name: 'PLACE ORDER' }).click();

  const thanks = page.getByRole('dialog', { name: /THANK YOU FOR YOUR ORDER!/ });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('heading')).toContainText('شكراً على طلبك!');
  await expect(thanks.locator('[lang="ar"][dir="rtl"]')).toBeVisible();
  await expect(thanks).toContainText(`Total to pay: ${money(sumAmounts([subtotal, fee]))}`);
  await expect(thanks.getByRole('link', { name: /CONFIRM ON WHATSAPP/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  const countdown = thanks.getByText(/This message closes in \d+ seconds?\./);
  await expect(countdown).toBeVisible();
  await shot(page, '06-thank-you');
  const orderId = Number(/#(\d+)/.exec((await thanks.getByText(/Order number/).textContent()) ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);

  // The countdown runs, and on the cart page its end only closes the overlay: the shopper stays.
  await expect(countdown).toHaveText(/closes in [0-8] seconds/);
  await expect(thanks).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL('/cart');
  // The ordered lines left the cart.
  await expect(page.getByText('YOUR CART IS EMPTY')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'the cart shows its top').toBe(0);
  await expect(page.getByRole('link', { name: 'SHOP NOW' })).toHaveAttribute('href', '/shop');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await shot(page, '07-cart-emptied');

  // The order as the admin API sees it: the right lines, total and delivery fee.
  const token = await staffToken(request);
  const order = await adminOrder(request, token, orderId);
  expect(order).toMatchObject({
    customer_name: customer,
    customer_phone: '+212612345678',
    customer_city: 'Rabat',
    status: 'pending',
    delivery_fee: fee,
  });
  expect(cents(order.total_amount)).toBe(cents(subtotal));
  expect(order.items).toHaveLength(1);
  expect(order.items[0]).toMatchObject({
    product_id: product.id,
    size,
    quantity: 2,
    price: unitPrice(product),
  });
  const cart = await page.request.get('/api/carts');
  expect(((await cart.json()) as { data: unknown[] }).data).toEqual([]);
});
