import { readFile } from 'node:fs/promises';
import { type Browser, type Page } from '@playwright/test';
import { expect, newBrowserContext, test } from './test.ts';
import { daysBefore, formatShopDateTime, formatShopDay } from '@vigor/shared';
import { openInSpreadsheetEngine } from '../src/test/libreoffice.ts';
import {
  adminOrder,
  bearer,
  findProduct,
  logIn,
  placeOrder,
  shopClock,
  shot,
  staffToken,
} from './helpers.ts';

type Zone = 'America/New_York' | 'Africa/Casablanca';

const HOUR = 3_600_000;
const MINUTE = 60_000;

interface Order {
  id: number;
  customer: string;
}

/** What one browser shows of the order: the texts staff read, and the two exports it downloads. */
interface Seen {
  texts: Record<string, string>;
  files: { sales: Buffer; days: Buffer };
}

/**
 * Walks SALES, CONFIRM and REPORTS in a browser set to `zone`, reading every time shown of the order;
 * with `callBackAt`, first sets the order's call-back with the picker. REPORTS opens with the browser's
 * clock at `reportsClock`, an instant whose date differs between the two zones.
 */
async function walk(
  browser: Browser,
  zone: Zone,
  order: Order,
  reportsClock: number,
  callBackAt?: string,
): Promise<Seen> {
  const context = await newBrowserContext(browser, { timezoneId: zone });
  const page = await context.newPage();
  await logIn(page, 'admin');
  await expect(page).toHaveURL('/admin-dashboard');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
  const texts: Record<string, string> = {};

  // CONFIRM: when the order was placed, its call-back set with the picker, in the panel and its log.
  await page.goto('/admin-dashboard/confirm');
  const item = page
    .getByRole('list', { name: 'Queue' })
    .getByRole('button', { name: new RegExp(`^#${order.id}\\b`) });
  await item.click();
  const panel = page.getByRole('article', { name: `Order #${order.id}` });
  await expect(panel.getByText('You hold this order.')).toBeVisible();
  if (callBackAt) {
    await panel.getByRole('button', { name: 'Call back (b)' }).click();
    await panel.getByLabel('Call back at (Casablanca time)').fill(callBackAt);
    await panel.getByRole('button', { name: 'Save callback' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Order #${order.id}: call back.` }),
    ).toBeVisible();
    // A call-back already due keeps the order in the queue.
    await item.click();
  }
  const facts = panel.getByText(/· placed /);
  await expect(facts).toContainText('next call at');
  texts.confirmFacts = await facts.innerText();
  // The log line after its age ("2 min ago: "), which moves on with the clock.
  texts.confirmLog = (
    await panel.getByRole('region', { name: 'Log' }).getByRole('listitem').last().innerText()
  )
    .split(': ')
    .slice(1)
    .join(': ');
  await panel.getByRole('button', { name: 'Call back (b)' }).click();
  texts.picker = await panel.getByLabel('Call back at (Casablanca time)').inputValue();
  await shot(page, `confirm-${zone.replace('/', '-')}`);

  // SALES: the order's date, on screen and in the export.
  await page.goto('/admin-dashboard');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.customer);
  await expect(page.getByText('1 order found')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `#${order.id}` }) });
  texts.salesDate = await row.locator('td[data-label="Date"]').innerText();
  const sales = await download(page, page.getByRole('button', { name: 'Export to Excel' }).click());
  texts.salesFile = sales.name;

  // REPORTS: the default range ends on the shop's day of the browser's clock; the order's day row.
  await page.clock.setFixedTime(reportsClock);
  await page.goto('/admin-dashboard/reports');
  const range = page.getByRole('form', { name: 'Report range' });
  texts.reportFrom = await range.getByLabel('From').inputValue();
  texts.reportTo = await range.getByLabel('To').inputValue();
  const days = page.getByRole('region', { name: 'Orders by day' });
  const dayRow = days
    .getByRole('table', { name: 'Orders by day (table)' })
    .getByRole('row', { name: new RegExp(`^${formatShopDay(texts.reportTo).replaceAll('/', '\\/')}`) });
  texts.reportDay = await dayRow.innerText();
  const daysFile = await download(page, days.getByRole('button', { name: 'Export to Excel' }).click());
  texts.daysFile = daysFile.name;
  await shot(page, `reports-${zone.replace('/', '-')}`);

  await context.close();
  return { texts, files: { sales: sales.bytes, days: daysFile.bytes } };
}

async function download(page: Page, click: Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('staff in New York see the same shop times as staff in Casablanca: SALES, CONFIRM, REPORTS and exports', async ({
  browser,
  request,
}) => {
  const product = await findProduct(
    request,
    (p) => p.status === 'available' && p.sizes.some((s) => s.size === 'M' && (s.available ?? 1) > 0),
    'available product in size M',
  );
  const token = await staffToken(request);
  const id = await placeOrder(request, product, 'Casablanca');
  const placed = await adminOrder(request, token, id);
  const order = { id, customer: placed.customer_name };
  const createdAt = placed.created_at;
  const oracle = await browser.newPage();
  const created = await shopClock(oracle, Date.parse(createdAt));
  // Three hours before the order, in shop time: a call-back already due, so the order stays in the queue.
  const threeHoursBefore = Date.parse(createdAt) - 3 * HOUR;
  const callBackAt = (await shopClock(oracle, threeHoursBefore)).picker;
  // 02:00 UTC on the order's shop day: that day in Casablanca, the evening before in New York.
  const reportsClock = Date.parse(`${created.day}T02:00:00Z`);
  expect((await shopClock(oracle, reportsClock)).day).toBe(created.day);

  const seen = {} as Record<Zone, Seen>;
  seen['America/New_York'] = await walk(browser, 'America/New_York', order, reportsClock, callBackAt);
  // The picker was read as shop time: the instant three hours before the order, to the minute.
  const desk = await request.get(`/api/confirmation/orders/${id}`, { headers: bearer(token) });
  const callbackAt = ((await desk.json()) as { data: { callback_at: string } }).data.callback_at;
  expect(callbackAt).toBe(new Date(threeHoursBefore - (threeHoursBefore % MINUTE)).toISOString());
  seen['Africa/Casablanca'] = await walk(browser, 'Africa/Casablanca', order, reportsClock);

  const newYork = seen['America/New_York'];
  const casablanca = seen['Africa/Casablanca'];
  expect(newYork.texts).toEqual(casablanca.texts);
  // ... and they are the shop's times.
  const day = created.day;
  const callBack = (await shopClock(oracle, Date.parse(callbackAt))).dateTime;
  expect(casablanca.texts).toMatchObject({
    salesDate: created.dateTime.replace(' ', '\n'),
    confirmFacts: expect.stringContaining(`placed ${created.dateTime} · next call at ${callBack}`),
    confirmLog: `Call back (at ${callBack}) by e2e-admin`,
    picker: callBackAt,
    reportFrom: daysBefore(day, 29),
    reportTo: day,
    daysFile: `vigor-report-days-${day}.xlsx`,
  });
  expect(casablanca.texts.reportDay).toMatch(
    new RegExp(`^${formatShopDay(day).replaceAll('/', '\\/')}\\s+[1-9]`),
  );

  // The exports, read back by a spreadsheet: the same cells, the date in shop time.
  const sheets = await openInSpreadsheetEngine({
    'ny-sales.xlsx': newYork.files.sales,
    'ny-days.xlsx': newYork.files.days,
    'casa-sales.xlsx': casablanca.files.sales,
    'casa-days.xlsx': casablanca.files.days,
  });
  expect(sheets['ny-sales.xlsx']).toEqual(sheets['casa-sales.xlsx']);
  expect(sheets['ny-days.xlsx']).toEqual(sheets['casa-days.xlsx']);
  expect(sheets['casa-sales.xlsx']![1]![1]).toMatchObject({ type: 'date', shown: created.dateTime });
  expect(sheets['casa-days.xlsx']!.at(-1)![0]).toMatchObject({ type: 'date', shown: formatShopDay(day) });
});

test('Chromium and the store read the shop’s clock alike, every hour of 2026', async ({ page }) => {
  // The store's processes and this one run on the same time-zone data (playwright.config.ts).
  const start = Date.parse('2026-01-01T00:30:00Z');
  const instants = Array.from({ length: 365 * 24 }, (_, hour) => start + hour * HOUR);
  const inChromium = await page.evaluate((all) => {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Casablanca',
      hourCycle: 'h23',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    return all.map((at) => format.format(at).replace(',', ''));
  }, instants);
  expect(inChromium).toEqual(instants.map((at) => formatShopDateTime(at)));
});
