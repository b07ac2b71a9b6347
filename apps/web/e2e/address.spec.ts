import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  VIEWPORTS,
  addToCartAndOpenCart,
  adminOrder,
  bearer,
  createHoodie,
  expectNoSidewaysScroll,
  logIn,
  placeOrder,
  shot,
  staffToken,
} from './helpers.ts';

test.use(VIEWPORTS.phone);

/** Fills the checkout form (cart or quick order) with an address and places the order; answers its id. */
async function orderWithAddress(page: Page, customer: string, address: string): Promise<number> {
  const form = page.getByRole('form', { name: 'Delivery details' });
  await form.getByLabel('Full name').fill(customer);
  await form.getByLabel('Phone').fill('0662 40 50 60');
  await form.getByLabel('City').pressSequentially('casa');
  await form.getByLabel('City').press('Enter');
  await expect(form.getByLabel('City')).toHaveValue('Casablanca');
  const field = form.getByRole('textbox', { name: 'Address (optional)' });
  await expect(field).toHaveAccessibleDescription(
    'It helps the courier find you. We can complete it when we call.',
  );
  await field.fill(address);
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: 'PLACE ORDER' }).click();
  const thanks = page.getByRole('dialog', { name: /THANK YOU FOR YOUR ORDER!/ });
  await expect(thanks).toBeVisible();
  return Number(/#(\d+)/.exec((await thanks.getByText(/Order number/).textContent()) ?? '')?.[1]);
}

test('an address typed at checkout and at quick order reaches the desk, SHIPPING and the slips; a confirmed order without one is flagged', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await staffToken(request);
  const stamp = Date.now();
  const product = await createHoodie(request, token, {
    name: `Address hoodie ${stamp}`,
    price: 299,
    units: 10,
  });
  const carrier = await request.post('/api/shipping/carriers', {
    headers: bearer(token),
    data: { name: `Address Post ${stamp}` },
  });
  expect(carrier.status()).toBe(201);
  const carrierName = ((await carrier.json()) as { data: { name: string } }).data.name;

  // A shopper on a phone orders through the cart's checkout, with an address.
  await page.goto(`/product/${product.id}`);
  await page.getByRole('radio', { name: 'M', exact: true }).check();
  await addToCartAndOpenCart(page);
  await page.getByRole('button', { name: 'CHECK OUT' }).click();
  const fromCart = await orderWithAddress(page, `Address Cart ${stamp}`, '12 rue Ibn Battouta, Maarif');
  await shot(page, 'address-checkout-thanks');

  // ... and through Buy it now (the quick order).
  await page.goto(`/product/${product.id}`);
  await page.getByRole('radio', { name: 'M', exact: true }).check();
  await page.getByRole('button', { name: 'Buy it now' }).click();
  await expect(page).toHaveURL('/QuickCart');
  await page.getByRole('button', { name: 'CHECK OUT' }).click();
  const fromQuick = await orderWithAddress(page, `Address Quick ${stamp}`, 'Hay Riad, immeuble 4');
  expect((await adminOrder(request, token, fromCart)).customer_address).toBe('12 rue Ibn Battouta, Maarif');
  expect((await adminOrder(request, token, fromQuick)).customer_address).toBe('Hay Riad, immeuble 4');

  // An order placed without an address, confirmed: SHIPPING flags it before it ships.
  const withoutAddress = await placeOrder(request, product, 'Rabat');

  // The desk shows each address; the agent confirms the orders.
  await logIn(page, 'admin');
  await page.getByRole('tab', { name: 'CONFIRM' }).click();
  const queue = page.getByRole('list', { name: 'Queue' });
  for (const [id, address] of [
    [fromCart, '12 rue Ibn Battouta, Maarif'],
    [fromQuick, 'Hay Riad, immeuble 4'],
    [withoutAddress, null],
  ] as const) {
    await queue.getByRole('button', { name: new RegExp(`^#${id}\\b`) }).tap();
    const order = page.getByRole('article', { name: `Order #${id}` });
    await expect(order.getByText('You hold this order.')).toBeVisible();
    if (address) await expect(order).toContainText(address);
    else await expect(order.getByText('No address yet: ask for the street and district (e)')).toBeVisible();
    if (id === fromCart) await shot(page, 'address-desk');
    await order
      .getByRole('group', { name: 'Quick actions' })
      .getByRole('button', { name: 'Confirmed' })
      .tap();
    await expect(page.getByRole('status').filter({ hasText: `Order #${id}: confirmed.` })).toBeVisible();
  }

  await page.getByRole('tab', { name: 'SHIPPING' }).click();
  const row = (id: number) => page.getByRole('row').filter({ has: page.getByLabel(`Ship order #${id}`) });
  await expect(row(fromCart)).toContainText('12 rue Ibn Battouta, Maarif');
  await expect(row(fromQuick)).toContainText('Hay Riad, immeuble 4');
  await expect(row(withoutAddress).getByText('No address', { exact: true })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: /no address: add/ })).toBeVisible();
  await expect(row(fromCart).getByText('No address', { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await shot(page, 'address-shipping-flag');

  // The address is added there, logged as an edit by the admin, and the flag goes.
  await row(withoutAddress)
    .getByRole('textbox', { name: `Address of order #${withoutAddress}` })
    .fill('7 avenue Hassan II, Agdal');
  await row(withoutAddress).getByRole('button', { name: 'Save' }).tap();
  await expect(row(withoutAddress)).toContainText('7 avenue Hassan II, Agdal');
  await expect(row(withoutAddress).getByText('No address', { exact: true })).toHaveCount(0);
  const log = await request.get(`/api/confirmation/orders/${withoutAddress}`, { headers: bearer(token) });
  const detail = (await log.json()) as {
    data: { log: { staff_name: string | null; event: { type: string } }[] };
  };
  expect(detail.data.log).toContainEqual(
    expect.objectContaining({ staff_name: 'e2e-admin', event: expect.objectContaining({ type: 'edit' }) }),
  );

  // Shipped in one batch: each slip carries its address.
  for (const id of [fromCart, fromQuick, withoutAddress]) await row(id).getByRole('checkbox').check();
  await page.getByRole('combobox', { name: 'Carrier', exact: true }).selectOption({ label: carrierName });
  await page.getByRole('button', { name: 'SHIP 3 ORDERS' }).click();
  const batch = page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Batch #\\d+ · ${carrierName} · 3 orders`) });
  await expect(batch).toBeVisible();
  await batch.getByRole('link', { name: 'A4 slips' }).click();
  for (const [id, address] of [
    [fromCart, '12 rue Ibn Battouta, Maarif'],
    [fromQuick, 'Hay Riad, immeuble 4'],
    [withoutAddress, '7 avenue Hassan II, Agdal'],
  ] as const) {
    await expect(page.getByRole('article', { name: `Delivery slip of order ${id}` })).toContainText(address);
  }
  await shot(page, 'address-slips');
});
