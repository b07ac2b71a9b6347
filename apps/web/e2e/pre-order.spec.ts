import { preOrderText } from '@vigor/shared';
import { expect, test } from './test.ts';
import {
  adminOrder,
  allProducts,
  cents,
  fieldsOf,
  money,
  saveProduct,
  shot,
  staffToken,
  unitPrice,
} from './helpers.ts';

const SHOP_PAGE_SIZE = 24;

test('a PRE-ORDER NOW card → product page with the cross-promotion block → pre-order it', async ({
  page,
  request,
}) => {
  // The shop lists products by name A-Z, 24 a page: find a pre-order product and its page.
  const catalog = await allProducts(request);
  const index = catalog.findIndex((p) => p.status === 'pre_order');
  if (index < 0) throw new Error('The seeded catalog has no pre-order product');
  // The admin promises a shipping date a month from now; every screen of the order repeats it.
  const token = await staffToken(request);
  const shipsBy = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const fields = fieldsOf(catalog[index]!);
  const product = await saveProduct(request, token, catalog[index]!.id, {
    ...fields,
    // The admin form asks for at least one size; a pre-order's stock is not checked.
    sizes: fields.sizes.length > 0 ? fields.sizes : [{ size: 'M', quantity: 0 }],
    expected_ship_date: shipsBy,
  });
  expect(product.expected_ship_date).toBe(shipsBy);
  const promise = preOrderText(shipsBy);
  const shopPage = Math.floor(index / SHOP_PAGE_SIZE) + 1;

  await page.goto(shopPage > 1 ? `/shop?page=${shopPage}` : '/shop');
  const card = page.getByRole('article', { name: product.name, exact: true });
  await expect(card.getByText('Pre-Order', { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, '01-shop-with-pre-order-card');
  await card.getByRole('button', { name: `PRE-ORDER NOW: ${product.name}` }).click();

  await expect(page).toHaveURL(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(promise, { exact: true })).toBeVisible();

  // Arriving from a pre-order shows one complementary product.
  const cross = page.getByRole('region', { name: 'COMPLETE THE LOOK' });
  await expect(cross).toBeVisible();
  const recommendations = (await (
    await request.get(`/api/products/${product.id}/recommendations`)
  ).json()) as {
    data: { cross_promotion: { id: number; name: string; type: string; status: string } | null };
  };
  const promoted = recommendations.data.cross_promotion;
  expect(promoted, 'a complementary product').not.toBeNull();
  expect(promoted!.id).not.toBe(product.id);
  if (product.type === 'hoodies') expect(promoted!.type).toBe('beanies');
  if (product.type === 'beanies') expect(promoted!.type).toBe('hoodies');
  // The block names one product with the button its status calls for, and the collection link.
  await expect(cross.getByRole('button', { name: /^(PRE-ORDER NOW|VIEW DETAILS)$/ })).toBeVisible();
  await expect(cross.getByRole('link', { name: /^Discover more / })).toHaveAttribute(
    'href',
    /^\/(beanies|hoodies|shop)$/,
  );
  await cross.scrollIntoViewIfNeeded();
  await shot(page, '02-pre-order-product');

  // A pre-order ignores stock: add it to the cart and order it from there.
  const size = product.sizes[0]?.size ?? 'M';
  await page.getByRole('radio', { name: size, exact: true }).check();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Item added to your cart' });
  await expect(popup).toContainText(product.name);
  await popup.getByRole('link', { name: 'View my cart' }).click();
  await expect(page).toHaveURL('/cart');

  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
  await expect(line).toBeVisible();
  await expect(line.getByText(promise, { exact: true })).toBeVisible();
  // The cart is this browser's own: order exactly the pre-order line.
  const price = unitPrice(product);
  await expect(page.getByTestId('subtotal')).toHaveText(money(price));
  await page.getByRole('button', { name: 'CHECK OUT' }).click();
  const form = page.getByRole('form', { name: 'Delivery details' });
  const customer = `Nora Preorder ${Date.now()}`;
  await form.getByLabel('Full name').fill(customer);
  await form.getByLabel('Phone').fill('0522-33-44-55');
  await form.getByLabel('City').fill('Fès');
  await form.getByRole('button', { name: 'PLACE ORDER' }).click();

  const thanks = page.getByRole('dialog', { name: /THANK YOU FOR YOUR ORDER!/ });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByText(promise, { exact: true })).toBeVisible();
  await shot(page, '03-pre-order-thank-you');
  const orderId = Number(/#(\d+)/.exec((await thanks.getByText(/Order number/).textContent()) ?? '')?.[1]);
  await thanks.getByRole('button', { name: 'CONTINUE SHOPPING' }).click();
  await expect(page).toHaveURL('/shop');

  const order = await adminOrder(request, token, orderId);
  expect(order).toMatchObject({
    customer_name: customer,
    customer_phone: '+212522334455',
    customer_city: 'Fès',
  });
  expect(cents(order.total_amount)).toBe(cents(price));
  expect(order.items).toEqual([
    expect.objectContaining({ product_id: product.id, size, quantity: 1, expected_ship_date: shipsBy }),
  ]);
});
