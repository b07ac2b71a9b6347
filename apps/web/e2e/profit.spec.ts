import { fromCents, shopDay, toCents } from '@vigor/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  VIEWPORTS,
  adminOrder,
  bearer,
  createCarrier,
  createHoodie,
  expectNoSidewaysScroll,
  logIn,
  money,
  placeConfirmedOrder,
  shot,
  staffToken,
} from './helpers.ts';

/**
 * The owner types costs, uploads a spend sheet, and reads PROFIT by campaign and by product at
 * 1280 px and at 375 px, in the order the numbers were made. Everything it reads is its own: a
 * product, a carrier and two campaigns named for this run (other journeys' orders are elsewhere).
 */
test('types costs, uploads a spend sheet and reads PROFIT by campaign and product', async ({
  page,
  request,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const token = await staffToken(request);
  const carrier = await createCarrier(request, token, `Profit Post ${run}`);
  const product = await createHoodie(request, token, { name: `Profit hoodie ${run}`, price: 300, units: 10 });
  // Three orders shipped with the carrier: two delivered, one refused at the door.
  const ids = [];
  for (let n = 0; n < 3; n++) ids.push(await placeConfirmedOrder(request, token, product, 'Casablanca'));
  const batch = await request.post('/api/shipping/batches', {
    headers: bearer(token),
    data: { carrier_id: carrier.id, orders: ids.map((id) => ({ id })) },
  });
  expect(batch.status()).toBe(201);
  for (const [outcome, orderIds] of [
    ['delivered', ids.slice(0, 2)],
    ['refused', ids.slice(2)],
  ] as const) {
    const marked = await request.post('/api/shipping/outcomes', {
      headers: bearer(token),
      data: { outcome, order_ids: orderIds },
    });
    expect(marked.ok(), await marked.text()).toBe(true);
  }
  const fee = (await adminOrder(request, token, ids[0]!)).delivery_fee;

  await page.setViewportSize(VIEWPORTS.desktop.viewport);
  await logIn(page, 'admin');

  // 1. Costs: packaging in SETTINGS, the carrier's fees, the product's unit cost in PRODUCTS.
  await page.getByRole('tab', { name: 'SETTINGS' }).click();
  const profitForm = page.getByRole('form', { name: 'Profit settings' });
  await profitForm.getByLabel('Packaging per order (dh)').fill('5');
  await profitForm.getByLabel(/Currency rates/).fill('USD 10');
  await profitForm.getByRole('button', { name: 'SAVE PROFIT SETTINGS' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profit settings saved' })).toBeVisible();
  const fees = page.getByRole('form', { name: `${carrier.name} fees` });
  await fees.getByLabel('Fee per delivered parcel (dh)').fill('25');
  await fees.getByLabel('Fee per refused or returned parcel (dh)').fill('15');
  await fees.getByLabel('Cash-collection fee (% of the cash)').fill('2');
  await fees.getByRole('button', { name: 'SAVE FEES' }).click();
  await expect(fees.getByRole('status')).toHaveText('Fees saved');

  await page.getByRole('tab', { name: 'PRODUCTS' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit product' });
  const unitCost = edit.getByLabel('Unit cost (dh, empty = unknown)');
  await expect(unitCost).toBeEnabled();
  await unitCost.fill('100');
  await edit.getByRole('button', { name: 'Update product' }).click();
  await page
    .getByRole('dialog', { name: 'Update this product?' })
    .getByRole('button', { name: 'Yes, update' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Product updated successfully' })).toBeVisible();

  // 2. The spend sheet: two campaigns of this run, today, one in USD.
  await page.getByRole('tab', { name: 'REPORTS' }).click();
  const today = shopDay();
  const sheet = [
    'Date;Platform;Campaign;Ad set;Ad;Spend;Currency',
    `${today};meta;Summer ${run};Women;Video;12,50;USD`,
    `${today};tiktok;Drop ${run};All;Clip;80;MAD`,
  ].join('\n');
  const spend = page.getByRole('region', { name: 'Ad spend' });
  await spend.getByLabel('Spend sheet (.xlsx or .csv)').setInputFiles({
    name: 'spend.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet),
  });
  await spend.getByRole('button', { name: 'UPLOAD SPEND' }).click();
  await expect(spend.getByRole('status')).toContainText('Spend sheet stored: 2 rows added');

  // 3. PROFIT by campaign: each campaign's spend in dh and, with no order of its own, its loss.
  await readProfit(page, run, fee);
  await shot(page, 'profit-desktop');

  // 4. The same at 375 px: the brief table fits, every column is one tap away.
  await page.setViewportSize(VIEWPORTS.phone.viewport);
  await readProfit(page, run, fee);
  await expectNoSidewaysScroll(page);
  await shot(page, 'profit-phone');
});

async function readProfit(page: Page, run: string, fee: number) {
  const section = page.getByRole('region', { name: 'Profit by campaign' });
  await section.getByRole('button', { name: 'All columns' }).click();
  const table = section.getByRole('table', { name: 'Profit by campaign (table)' });
  const summer = table.getByRole('row', { name: new RegExp(`Summer ${run}`) });
  // 12.50 USD at 10 dh.
  await expect(summer.getByRole('cell').nth(0)).toHaveText(money(125));
  await expect(summer.getByRole('cell').nth(10)).toHaveText(money(-125));
  const drop = table.getByRole('row', { name: new RegExp(`Drop ${run}`) });
  await expect(drop.getByRole('cell').nth(0)).toHaveText(money(80));
  await section.getByRole('button', { name: 'All columns' }).click();

  // By product: this run's hoodie. Delivered: (300 + fee) − 100 − 25 − 2 % − 5; refused: −45.
  await page.getByLabel('By', { exact: true }).selectOption('product');
  const products = page.getByRole('region', { name: 'Profit by product' });
  const cash = toCents(300) + toCents(fee);
  const cashFee = Math.round(cash / 50);
  const delivered = cash - toCents(100) - toCents(25) - cashFee - toCents(5);
  const row = products.getByRole('table').getByRole('row', { name: new RegExp(`Profit hoodie ${run}`) });
  // The brief columns: name, spend, delivered, profit.
  await expect(row.getByRole('cell')).toHaveText([
    money(0),
    '2',
    money(fromCents(2 * delivered - toCents(45))),
  ]);
  await page.getByLabel('By', { exact: true }).selectOption('campaign');
  await expect(section).toBeVisible();
}
