import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  cashToCollect,
  shopDay,
  type CarrierParcel,
  type DeskOrderDetail,
  type Product,
} from '@vigor/shared';
import { E2E_SENDIT_PORT } from './fixtures.ts';
import {
  adminOrder,
  bearer,
  createHoodie,
  logIn,
  money,
  pdfPages,
  placeOrder,
  shot,
  staffToken,
} from './helpers.ts';
import { expect, test } from './test.ts';

const SENDIT = `http://127.0.0.1:${E2E_SENDIT_PORT}`;

/** Sendit moves a delivery on (the simulator's own control route, as its agents would). */
async function senditMarks(request: APIRequestContext, code: string, status: string) {
  expect(
    (await request.post(`${SENDIT}/__simulator/deliveries/${code}/status`, { data: { status } })).ok(),
  ).toBe(true);
}

async function confirmOnDesk(page: Page, id: number) {
  await page
    .getByRole('list', { name: 'Queue' })
    .getByRole('button', { name: new RegExp(`^#${id}\\b`) })
    .click();
  const panel = page.getByRole('article', { name: `Order #${id}` });
  await expect(panel.getByText('You hold this order.')).toBeVisible();
  await page.keyboard.press('c');
  await expect(page.getByRole('status').filter({ hasText: `Order #${id}: confirmed.` })).toBeVisible();
}

const statusSelect = (page: Page, id: number) => page.getByLabel(`Status of order #${id}`);

test('orders confirmed on the desk ship through a simulated Sendit, print its labels and follow its statuses', async ({
  page,
  request,
}) => {
  // Four back-office tabs, a desk and two syncs: a long journey on a shared 2-core machine.
  test.slow();
  const token = await staffToken(request);
  const product = await createHoodie(request, token, {
    name: `Sendit Hoodie ${Date.now()}`,
    price: 300,
    units: 10,
  });
  const delivered = await placeOrder(request, product, 'Fès');
  const refused = await placeOrder(request, product, 'Tanger');
  const available = async () =>
    ((await (await request.get(`/api/products/${product.id}`)).json()) as { data: Product }).data.sizes[0]!
      .available;
  expect(await available()).toBe(8);

  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');

  // SETTINGS: the carrier, reached through Sendit's API with its keys (write-only).
  await page.getByRole('tab', { name: 'SETTINGS' }).click();
  await page.getByLabel('New carrier').fill('Sendit');
  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  const form = page.getByRole('form', { name: 'API of Sendit' });
  await form.getByLabel('How Sendit is reached').selectOption('sendit');
  await form.getByLabel('Public key').fill('pk_test_vigor');
  await form.getByLabel('Secret key').fill('sk_test_vigor_secret');
  await form.getByLabel('Pickup district').fill('1');
  // Who hands Sendit the parcels and receives the refused ones back.
  await form.getByLabel('Pickup contact').fill('VIGOR Derb Omar');
  await form.getByLabel('Pickup phone').fill('0522000000');
  await form.getByLabel('Pickup address').fill('5 rue Derb Omar, Casablanca');
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(form.getByRole('status')).toHaveText('Sendit: saved.');
  await expect(form.getByLabel('Secret key')).toHaveAttribute('placeholder', '••••cret');
  await expect(form.getByLabel('Secret key')).toHaveValue('');

  // CONFIRM: the desk confirms both orders.
  await page.getByRole('tab', { name: 'CONFIRM' }).click();
  await confirmOnDesk(page, delivered);
  await confirmOnDesk(page, refused);

  // SHIPPING: Sendit's districts, every delivery city matched; one batch, one parcel per order.
  await page.getByRole('tab', { name: 'SHIPPING' }).click();
  await page.getByRole('button', { name: 'FETCH SENDIT CITIES' }).click();
  await expect(page.getByText(/^(\d+) of \1 delivery cities matched$/)).toBeVisible();
  await page.getByLabel(`Ship order #${delivered}`).check();
  await page.getByLabel(`Ship order #${refused}`).check();
  await page.getByRole('combobox', { name: 'Carrier', exact: true }).selectOption({ label: 'Sendit' });
  await page.getByRole('button', { name: 'SHIP 2 ORDERS' }).click();
  await expect(page.getByText(/Batch #\d+ · Sendit · 2 orders/)).toBeVisible();
  const parcels = (
    (await (await request.get('/api/shipping/parcels', { headers: bearer(token) })).json()) as {
      data: CarrierParcel[];
    }
  ).data;
  const code = (id: number) => parcels.find((p) => p.order_id === id)!.tracking_code!;
  const table = page.getByRole('table', { name: 'Parcels at the carriers' });
  await expect(
    table.getByRole('row', { name: new RegExp(`#${delivered}.*${code(delivered)}.*En attente`) }),
  ).toBeVisible();
  // The batch lists Sendit's tracking codes (the newest batch is this one).
  const batches = page.getByRole('region', { name: 'Batches' });
  await batches.getByText('2 tracking numbers').first().click();
  await expect(batches.getByRole('list', { name: /^Tracking numbers of batch/ }).first()).toHaveText(
    [delivered, refused]
      .sort((a, b) => a - b)
      .map((id) => `#${id}: ${code(id)}`)
      .join(''),
  );
  await shot(page, 'sendit-01-shipped');

  // Sendit's labels, as Sendit prints them.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Carrier labels (PDF)' }).first().click();
  const labels = (await pdfPages(await readFile(await (await download).path()))).join('\n');
  expect(labels).toContain(`Sendit ${code(delivered)}`);
  expect(labels).toContain(`Sendit ${code(refused)}`);
  // One pickup request for the batch's parcels.
  await page.getByRole('button', { name: 'Request pickup' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: /Pickup RMS\d+ \(2 parcels\)/ })).toBeVisible();

  // Sendit delivers one and the other is refused: one sync moves both.
  await senditMarks(request, code(delivered), 'DELIVERED');
  await senditMarks(request, code(refused), 'REJECTED');
  await page.getByRole('button', { name: 'SYNC SENDIT NOW' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sendit: 2 parcels checked, 2 order moves' }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'SALES' }).click();
  await expect(statusSelect(page, delivered)).toHaveValue('delivered');
  await expect(statusSelect(page, refused)).toHaveValue('refused');
  const log = (
    (await (
      await request.get(`/api/confirmation/orders/${delivered}`, { headers: bearer(token) })
    ).json()) as {
      data: DeskOrderDetail;
    }
  ).data.log;
  expect(
    log.find((entry) => entry.event.type === 'status' && entry.event.cause === 'carrier_sync'),
  ).toMatchObject({
    staff_name: null,
    event: {
      type: 'status',
      from: 'shipped',
      to: 'delivered',
      cause: 'carrier_sync',
      carrier: 'Sendit',
      carrier_status: 'DELIVERED',
    },
  });
  await shot(page, 'sendit-02-sales');

  // The refused parcel comes back through the return request the sync made: once Sendit has
  // delivered it to the shop, the order is Returned and its unit on the shelf again.
  expect(await available()).toBe(8);
  const back = (
    (await (await request.get('/api/shipping/parcels', { headers: bearer(token) })).json()) as {
      data: CarrierParcel[];
    }
  ).data.find((p) => p.order_id === refused)!;
  expect(back.return_status).toBe('PENDING');
  expect(
    (
      await request.post(`${SENDIT}/__simulator/returns/${back.return_code}/status`, {
        data: { status: 'DELIVERED' },
      })
    ).ok(),
  ).toBe(true);
  await page.getByRole('tab', { name: 'SHIPPING' }).click();
  await page.getByRole('button', { name: 'SYNC SENDIT NOW' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sendit: 2 parcels checked, 1 order move' }),
  ).toBeVisible();
  expect((await adminOrder(request, token, refused)).status).toBe('returned');
  expect(await available()).toBe(9);

  // Sendit pays the delivered parcel's cash: its statement line is ready for the payout.
  await senditMarks(request, code(delivered), 'REFUNDED');
  await page.getByRole('button', { name: 'SYNC SENDIT NOW' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sendit: 1 parcel checked, 0 order moves' }),
  ).toBeVisible();
  // The payout reads Sendit's report: no statement to retype, and the order is settled by it.
  const payout = page.getByRole('region', { name: 'Carrier payout' });
  await payout.getByRole('combobox', { name: 'Payout carrier' }).selectOption({ label: 'Sendit' });
  await payout.getByRole('button', { name: "FILL FROM SENDIT'S REPORT" }).click();
  const paid = await adminOrder(request, token, delivered);
  const cash = cashToCollect(paid);
  await expect(payout.getByRole('status')).toHaveText(
    `Sendit reports 1 paid order, ${money(cash)} in all: filled below, the amount received less the fees.`,
  );
  await expect(payout.getByLabel(/Orders covered/)).toHaveValue(`${delivered} ${cash.toFixed(2)}`);
  // The amount received is filled too, and follows the fees Sendit kept.
  await expect(payout.getByLabel('Amount received')).toHaveValue(cash.toFixed(2));
  await payout.getByLabel('Fees').fill('20');
  await expect(payout.getByLabel('Amount received')).toHaveValue((cash - 20).toFixed(2));
  await payout.getByLabel('Paid on').fill(shopDay());
  await payout.getByRole('button', { name: 'RECORD PAYOUT' }).click();
  await expect(payout.getByRole('status').filter({ hasText: /Payout #\d+ recorded\./ })).toBeVisible();
  await expect(payout.getByRole('list', { name: 'Orders that differ' })).toBeEmpty();
  await expect(
    payout.getByLabel('Reconciliation').getByRole('row').nth(1).getByRole('cell').first(),
  ).toHaveText('1');
  // Settled, the order leaves Sendit's report.
  await payout.getByRole('combobox', { name: 'Payout carrier' }).selectOption({ label: 'Sendit' });
  await payout.getByRole('button', { name: "FILL FROM SENDIT'S REPORT" }).click();
  await expect(payout.getByRole('status').filter({ hasText: 'reports no paid order' })).toHaveText(
    'Sendit reports no paid order outside a payout.',
  );

  // The shopper's page of the delivered order names the carrier and its tracking code.
  const detail = await request.get(`/api/sales/${delivered}`, { headers: bearer(token) });
  const { reference } = ((await detail.json()) as { data: { reference: string } }).data;
  await page.goto(`/order/${reference}`);
  const parcel = page.getByRole('region', { name: 'Your parcel' });
  await expect(parcel).toContainText('Sendit');
  await expect(parcel).toContainText(code(delivered));
});
