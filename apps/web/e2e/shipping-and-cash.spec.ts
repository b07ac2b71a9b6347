import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { cashToCollect, fromCents, shopDay, toCents, type AdminOrdersPage } from '@vigor/shared';
import { bearer, logIn, money, pdfPages, shot, staffToken } from './helpers.ts';

/** The text of every page of a PDF, one string a page. */
/**
 * Orders still before shipping, moved to `status` through the admin API. Only orders whose name is
 * in Latin letters: the slips' text is read back from the PDF, where pdf.js gives Arabic as
 * presentation forms in visual order. Which orders this worker's store holds depends on the
 * journeys it ran before, an Arabic shopper's among them.
 */
async function ordersIn(request: APIRequestContext, token: string, status: string, count: number) {
  const response = await request.get('/api/sales?per_page=100', { headers: bearer(token) });
  const pending = ((await response.json()) as AdminOrdersPage).data
    .filter((o) => ['pending', 'contacted', 'confirmed'].includes(o.status))
    .filter((o) => /^[\x20-\x7e]+$/.test(o.customer_name))
    .slice(0, count);
  expect(pending).toHaveLength(count);
  for (const order of pending) {
    const moved = await request.put(`/api/sales/${order.id}`, { headers: bearer(token), data: { status } });
    expect(moved.ok()).toBe(true);
  }
  return pending;
}

test('ships a batch, prints its slips and marks outcomes by typing ids', async ({ page, request }) => {
  const token = await staffToken(request);
  const carrier = await request.post('/api/shipping/carriers', {
    headers: bearer(token),
    data: { name: 'Amana' },
  });
  expect(carrier.status()).toBe(201);
  const [first, second] = await ordersIn(request, token, 'confirmed', 2);

  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  await page.getByRole('tab', { name: 'SHIPPING' }).click();
  await page.getByLabel(`Ship order #${first!.id}`).check();
  await page.getByLabel(`Ship order #${second!.id}`).check();
  await page.getByLabel(`Tracking number of order #${first!.id}`).fill('AM-777');
  await page.getByRole('combobox', { name: 'Carrier', exact: true }).selectOption({ label: 'Amana' });
  await page.getByRole('button', { name: 'SHIP 2 ORDERS' }).click();
  await expect(page.getByText(/Batch #\d+ · Amana · 2 orders/)).toBeVisible();

  await page.getByRole('link', { name: 'A4 slips' }).first().click();
  await expect(page.getByRole('article', { name: `Delivery slip of order ${first!.id}` })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code of order ${second!.id}` })).toBeVisible();
  await shot(page, 'batch-slips');
  const pages = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
  const text = pages.join('\n');
  expect(text).toContain('Pick list');
  for (const order of [first!, second!]) {
    expect(text).toContain(`#${order.id}`);
    expect(text).toContain(order.customer_name);
    expect(text).toContain(order.customer_city);
  }
  expect(text).toContain('AM-777');
  expect(text).toContain('Cash to collect');

  // Labels: one 10x15 cm page per slip, then the pick list.
  await page.getByRole('link', { name: '10x15 labels' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  const labels = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(labels.length).toBeGreaterThanOrEqual(3);
  for (const order of [first!, second!]) {
    const slip = new RegExp(`#${order.id}\\b`);
    expect(labels.slice(0, 2).filter((label) => slip.test(label))).toHaveLength(1);
  }

  // The carrier delivered one parcel and the other was refused, then came back.
  await page.goto('/admin-dashboard/shipping');
  const box = page.getByLabel('Order ids (scan, type + Enter, or paste)');
  await box.fill(String(first!.id));
  await box.press('Enter');
  await expect(page.getByText(`#${first!.id}: Delivered`)).toBeVisible();
  await page.getByRole('radio', { name: 'Refused' }).check();
  await box.fill(`#${second!.id}`);
  await box.press('Enter');
  await expect(page.getByText(`#${second!.id}: Refused`)).toBeVisible();
  await page.getByRole('radio', { name: 'Returned' }).check();
  await box.fill(`${second!.id}\n${first!.id}`);
  await page.getByRole('button', { name: 'MARK RETURNED' }).click();
  await expect(page.getByText(`#${second!.id}: Returned`)).toBeVisible();
  await expect(page.getByText(new RegExp(`#${first!.id}: Order #${first!.id} is Delivered`))).toBeVisible();
  await shot(page, 'outcomes');

  // The carrier pays for the delivered parcel but collected 10 dh less, and lists the returned one.
  const payout = page.getByRole('region', { name: 'Carrier payout' });
  await payout.getByRole('combobox', { name: 'Payout carrier' }).selectOption({ label: 'Amana' });
  await payout.getByLabel('Paid on').fill(shopDay());
  await payout.getByLabel('Amount received').fill('100');
  await payout.getByLabel('Fees').fill('15');
  const expected = cashToCollect(first!);
  const short = fromCents(toCents(expected) - 1000);
  await payout.getByLabel(/Orders covered/).fill(`${first!.id} ${short.toFixed(2)}\n${second!.id}`);
  await payout.getByRole('button', { name: 'RECORD PAYOUT' }).click();
  const differences = payout.getByRole('list', { name: 'Orders that differ' });
  await expect(differences).toContainText(
    `#${first!.id}: expected ${money(expected)}, collected ${money(short)}`,
  );
  await expect(differences).toContainText(`#${second!.id}: not delivered (returned)`);
  await shot(page, 'payout');
});
