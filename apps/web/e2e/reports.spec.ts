import { readFile } from 'node:fs/promises';
import { expect, test } from './test.ts';
import { daysBefore, shopDay, type Report } from '@vigor/shared';
import { bearer, logIn, shot, staffToken } from './helpers.ts';

const formatDay = (day: string) => day.split('-').reverse().join('/');
const orders = (n: number) => `${n} order${n === 1 ? '' : 's'}`;

test('reads a chart of the REPORTS tab against its table and the API, and downloads the table', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const to = shopDay();
  const from = daysBefore(to, 29);
  const response = await request.get(`/api/admin/reports?from=${from}&to=${to}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  const report = ((await response.json()) as { data: Report }).data;
  const busiest = [...report.by_day].sort((a, b) => b.orders - a.orders)[0]!;
  expect(busiest.orders).toBeGreaterThan(0);

  await logIn(page, 'admin');
  await page.getByRole('tab', { name: 'REPORTS' }).click();
  const totals = page.getByLabel('Report totals');
  await expect(totals.getByText(String(report.totals.orders), { exact: true })).toBeVisible();

  // The chart: one bar per day, named by its day and count.
  const chart = page.getByRole('figure', { name: 'Orders by day' });
  await expect(chart.getByRole('listitem')).toHaveCount(30);
  const bar = chart.getByRole('listitem', { name: `${formatDay(busiest.day)}: ${orders(busiest.orders)}` });
  await expect(bar).toBeVisible();
  const barHeight = Number(await bar.locator('rect').getAttribute('height'));
  expect(barHeight).toBeGreaterThan(0);

  // Its table: the same day, the same count, the rates of the API (among all its columns).
  await page
    .getByRole('region', { name: 'Orders by day' })
    .getByRole('button', { name: 'All columns' })
    .click();
  const row = page
    .getByRole('table', { name: 'Orders by day (table)' })
    .getByRole('row', { name: new RegExp(formatDay(busiest.day)) });
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(String(busiest.orders));
  await expect(cells.nth(5)).toHaveText(
    busiest.confirmation_rate == null ? '–' : `${(busiest.confirmation_rate * 100).toFixed(1)} %`,
  );

  const cities = page.getByRole('figure', { name: 'Orders by city' }).getByRole('listitem');
  // The ten largest cities, then one "Others" bar for the rest.
  await expect(cities).toHaveCount(report.by_city.length > 10 ? 11 : report.by_city.length);
  await expect(cities.first()).toHaveAccessibleName(
    `${report.by_city[0]!.city}: ${orders(report.by_city[0]!.orders)}`,
  );
  await shot(page, 'reports');

  const section = page.getByRole('region', { name: 'Orders by day' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vigor-report-days-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 2).toString()).toBe('PK');
});
