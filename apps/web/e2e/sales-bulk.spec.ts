import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { ORDER_LIMIT_MAXIMUMS, type OrderCreated, type OrderLimits, type Product } from '@vigor/shared';
import { bearer, createHoodie, logIn, pdfPages, shot, staffToken } from './helpers.ts';

const ORDERS = 5;

/** A shopper's order of one unit in a guest session of its own, by this name and phone. */
async function placeOrder(request: APIRequestContext, product: Product, name: string, phone: string) {
  expect((await request.post('/api/session/initialize')).ok()).toBe(true);
  const line = await request.post('/api/carts', { data: { product_id: product.id, quantity: 1, size: 'M' } });
  expect(line.status()).toBe(201);
  const placed = await request.post('/api/sales', {
    data: {
      customer_name: name,
      customer_phone: phone,
      customer_city: 'Fès',
      customer_address: '3 derb Sidi Ahmed, Médina',
      cart_ids: [((await line.json()) as { data: { id: number } }).data.id],
    },
    headers: { 'Idempotency-Key': `e2e-sales-bulk-${name.replace(/\W/g, '-')}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as OrderCreated).data.id;
}

test('SALES bulk: finds five orders accents aside, confirms them, batches them and prints their slips', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  // Five orders from this one address within the hour, on top of what other journeys placed.
  const limits = (await (
    await request.get('/api/admin/order-limits', { headers: bearer(token) })
  ).json()) as {
    data: OrderLimits;
  };
  const raised = await request.put('/api/admin/order-limits', {
    headers: bearer(token),
    data: { ...limits.data, orders_per_address_per_hour: ORDER_LIMIT_MAXIMUMS.orders_per_address_per_hour },
  });
  expect(raised.ok(), await raised.text()).toBe(true);
  const run = String(Date.now()).slice(-6);
  const carrier = await request.post('/api/shipping/carriers', {
    headers: bearer(token),
    data: { name: `Bulk Express ${run}` },
  });
  expect(carrier.status()).toBe(201);
  const hoodie = await createHoodie(request, token, { name: `Bulk Hoodie ${run}`, price: 250, units: 20 });
  const ids: number[] = [];
  for (let n = 1; n <= ORDERS; n++)
    ids.push(await placeOrder(request, hoodie, `Sélim Bulk${run} ${n}`, `06${run}${n}0`));

  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  // The search ignores accents: "selim" finds "Sélim"; the URL keeps it through a reload.
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(`selim bulk${run}`);
  await expect(page.getByText(`${ORDERS} orders found`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=selim\\+bulk${run}`));
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(`selim bulk${run}`);
  await expect(page.getByText(`${ORDERS} orders found`)).toBeVisible();

  // Select the five and confirm them: the dialog says what happens to each before anything is sent.
  await page.getByRole('checkbox', { name: 'Select every order on this page' }).check();
  const bar = page.getByRole('group', { name: 'Selected orders' });
  await expect(bar.getByText(`${ORDERS} selected`)).toBeVisible();
  await bar.getByRole('combobox', { name: 'New status' }).selectOption({ label: 'Confirmed' });
  await bar.getByRole('button', { name: 'Change status' }).click();
  const confirm = page.getByRole('dialog', { name: `Change ${ORDERS} orders to Confirmed?` });
  for (const id of ids) await expect(confirm).toContainText(`#${id} (Pending)`);
  await shot(page, 'sales-bulk-confirm');
  await confirm.getByRole('button', { name: `Change ${ORDERS} orders` }).click();
  await expect(bar.getByRole('status')).toContainText(`${ORDERS} of ${ORDERS} orders now Confirmed.`);
  for (const id of ids)
    await expect(page.getByRole('combobox', { name: `Status of order #${id}` })).toHaveValue('confirmed');

  // The five (now Confirmed) go to a new batch with the carrier.
  await page.getByRole('checkbox', { name: 'Select every order on this page' }).check();
  await bar.getByRole('button', { name: 'Add to a batch' }).click();
  const batchDialog = page.getByRole('dialog', { name: `Add ${ORDERS} orders to a new batch?` });
  await batchDialog.getByRole('combobox', { name: 'Carrier' }).selectOption({ label: `Bulk Express ${run}` });
  await batchDialog.getByRole('button', { name: `SHIP ${ORDERS} ORDERS` }).click();
  const shipped = page.getByRole('dialog', { name: new RegExp(`^Batch #\\d+ · Bulk Express ${run}$`) });
  await expect(shipped.getByRole('status')).toHaveText(
    new RegExp(`^${ORDERS} orders shipped in batch #\\d+\\.$`),
  );
  await shipped.getByRole('button', { name: 'Close' }).click();
  for (const id of ids)
    await expect(page.getByRole('combobox', { name: `Status of order #${id}` })).toHaveValue('shipped');

  // Print: the selection's slips, one batch, open at once.
  await page.getByRole('checkbox', { name: 'Select every order on this page' }).check();
  await bar.getByRole('button', { name: 'Print slips' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/batches\/\d+\/print\?layout=a4$/);
  await expect(page.getByRole('article')).toHaveCount(ORDERS);
  for (const id of ids)
    await expect(page.getByRole('article', { name: `Delivery slip of order ${id}` })).toContainText('Fès');
  await shot(page, 'sales-bulk-slips');
  const text = (await pdfPages(await page.pdf({ preferCSSPageSize: true }))).join('\n');
  for (const [n, id] of ids.entries()) {
    expect(text).toContain(`#${id}`);
    expect(text).toContain(`Sélim Bulk${run} ${n + 1}`);
  }

  // Back on SALES, the search is still there; an order's page tells its story with who did what.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(`selim bulk${run}`);
  await page.getByRole('link', { name: `#${ids[0]}`, exact: true }).click();
  await expect(page).toHaveURL(`/admin-dashboard/sales/${ids[0]}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /Placed from the cart/,
    /pending → confirmed by e2e-admin$/,
    /confirmed → shipped by e2e-admin$/,
  ]);
  await shot(page, 'sales-order-page');
  await page.getByRole('link', { name: '← Sales' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(`selim bulk${run}`);
  await expect(page.getByText(`${ORDERS} orders found`)).toBeVisible();
});
