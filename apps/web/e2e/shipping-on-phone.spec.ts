import { cashToCollect, shopDay } from '@vigor/shared';
import { expect, test } from './test.ts';
import {
  VIEWPORTS,
  adminOrder,
  createCarrier,
  createHoodie,
  expectNoSidewaysScroll,
  logIn,
  placeConfirmedOrder,
  shot,
  staffToken,
} from './helpers.ts';

test.use(VIEWPORTS.phone);

test('SHIPPING on a phone: ten confirmed orders, a batch and a payout, nothing wider than the screen', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await staffToken(request);
  const carrierName = (await createCarrier(request, token, `Phone Post ${Date.now()}`)).name;
  const product = await createHoodie(request, token, {
    name: `Phone shipping hoodie ${Date.now()}`,
    price: 349,
    units: 20,
  });
  const ids: number[] = [];
  for (const city of [
    'Casablanca',
    'Rabat',
    'Fès',
    'Marrakech',
    'Tanger',
    'Agadir',
    'Meknès',
    'Oujda',
    'Kénitra',
    'Tétouan',
  ]) {
    ids.push(await placeConfirmedOrder(request, token, product, city));
  }

  await logIn(page, 'admin');
  await page.getByRole('tab', { name: 'SHIPPING' }).click();
  for (const id of ids) await page.getByLabel(`Ship order #${id}`).check();
  await expectNoSidewaysScroll(page);
  await page.getByRole('combobox', { name: 'Carrier', exact: true }).selectOption({ label: carrierName });
  await page.getByRole('button', { name: 'SHIP 10 ORDERS' }).click();
  await expect(page.getByText(new RegExp(`Batch #\\d+ · ${carrierName} · 10 orders`))).toBeVisible();
  await expectNoSidewaysScroll(page);

  // One parcel delivered, then paid for in a payout with its reconciliation shown.
  const box = page.getByLabel('Order ids (scan, type + Enter, or paste)');
  await box.fill(String(ids[0]));
  await box.press('Enter');
  await expect(page.getByText(`#${ids[0]}: Delivered`)).toBeVisible();
  const delivered = await adminOrder(request, token, ids[0]!);
  const cash = cashToCollect(delivered);
  const payout = page.getByRole('region', { name: 'Carrier payout' });
  await payout.getByRole('combobox', { name: 'Payout carrier' }).selectOption({ label: carrierName });
  await payout.getByLabel('Paid on').fill(shopDay());
  await payout.getByLabel('Amount received').fill(String(cash));
  await payout.getByLabel('Fees').fill('0');
  await payout.getByLabel(/Orders covered/).fill(`${ids[0]} ${cash.toFixed(2)}\n${ids[1]}`);
  await payout.getByRole('button', { name: 'RECORD PAYOUT' }).click();
  await expect(payout.getByRole('status').filter({ hasText: /Payout #\d+ recorded\./ })).toBeVisible();
  await expect(payout.getByRole('list', { name: 'Orders that differ' })).toContainText(
    `#${ids[1]}: not delivered`,
  );
  await expectNoSidewaysScroll(page);
  await shot(page, 'shipping-phone');
});
