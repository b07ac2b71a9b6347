import { expect, test } from './test.ts';
import { adminOrder, bearer, createHoodie, logIn, placeOrder, shot, staffToken } from './helpers.ts';
import type { AdminOrderDetail } from '@vigor/shared';
import { E2E_STAFF } from './fixtures.ts';

test('the admin moves a pending order to shipped from SALES: asked a reason, sees the correction in its timeline', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const product = await createHoodie(request, token, {
    name: `Correction Hoodie ${Date.now()}`,
    price: 280,
    units: 3,
  });
  const orderId = await placeOrder(request, product, 'Rabat');

  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(String(orderId));
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${orderId}` }) });
  const status = row.getByLabel(`Status of order #${orderId}`);
  await expect(status).toHaveValue('pending');

  // Shipped with no shipment skips the workflow: the confirmation step asks why.
  await status.selectOption('shipped');
  const dialog = page.getByRole('dialog', { name: `Correct order #${orderId}: Pending → Shipped?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Correct the status' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A reason is required for this correction');
  expect((await adminOrder(request, token, orderId)).status).toBe('pending');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Handed to the courier at the shop');
  await shot(page, 'correction-reason');
  await dialog.getByRole('button', { name: 'Correct the status' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Order #${orderId} is now shipped.` }),
  ).toBeVisible();
  await expect(status).toHaveValue('shipped');

  // The order's page: its timeline marks the correction with its reason.
  await row.getByRole('link', { name: `#${orderId}`, exact: true }).click();
  await expect(page).toHaveURL(`/admin-dashboard/sales/${orderId}`);
  const history = page.getByRole('region', { name: 'Timeline' });
  const correction = history.locator('.bo-order-history__correction');
  await expect(correction).toHaveCount(1);
  await expect(correction).toContainText(`Correction pending → shipped by ${E2E_STAFF.admin.nom}`);
  await expect(correction).toContainText('“Handed to the courier at the shop”');
  await shot(page, 'correction-history');

  const detail = await request.get(`/api/sales/${orderId}`, { headers: bearer(token) });
  const { data } = (await detail.json()) as { data: AdminOrderDetail };
  expect(data.status).toBe('shipped');
  expect(data.history.map((e) => e.kind)).toEqual(['placed', 'correction']);
});
