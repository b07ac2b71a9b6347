import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentFigures, CommissionStatement, Report, ReportTimedFigures } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { openInSpreadsheetEngine } from '../../../test/libreoffice';
import { mockApi } from '../../../test/test-utils';
import { ADMIN, captureDownloads, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';

const figures = (over: Partial<ReportTimedFigures> = {}): ReportTimedFigures => ({
  orders: 0,
  confirmed: 0,
  canceled: 0,
  delivered: 0,
  refused: 0,
  confirmation_rate: null,
  delivery_rate: null,
  refusal_rate: null,
  expected_revenue: 0,
  collected_revenue: 0,
  cash_outstanding: 0,
  median_first_call_minutes: null,
  p90_first_call_minutes: null,
  called: 0,
  called_within_15_share: null,
  called_within_30_share: null,
  ...over,
});

const busy = figures({
  orders: 4,
  confirmed: 3,
  canceled: 1,
  delivered: 2,
  refused: 1,
  confirmation_rate: 0.75,
  delivery_rate: 2 / 3,
  refusal_rate: 1 / 3,
  expected_revenue: 1234.5,
  collected_revenue: 980.25,
  cash_outstanding: 249,
  median_first_call_minutes: 42,
});

const fast = {
  called: 3,
  median_first_call_minutes: 12,
  p90_first_call_minutes: 95,
  called_within_15_share: 2 / 3,
  called_within_30_share: 2 / 3,
};

const REPORT: Report = {
  from: '2026-11-21',
  to: '2026-11-22',
  totals: { ...busy, ...fast },
  by_agent: [
    { agent: 'Samira', ...figures({ orders: 2, confirmed: 2, confirmation_rate: 1, ...fast }) },
    {
      agent: 'Youssef',
      ...figures({
        orders: 1,
        canceled: 1,
        confirmation_rate: 0,
        called: 1,
        median_first_call_minutes: 240,
        p90_first_call_minutes: 240,
        called_within_15_share: 0,
        called_within_30_share: 0,
      }),
    },
  ],
  by_delay: [
    { delay: 'under_15_min', ...figures({ orders: 2, confirmed: 2, confirmation_rate: 1 }) },
    { delay: '15_to_60_min', ...figures() },
    { delay: '1_to_4_h', ...figures({ orders: 1, canceled: 1, confirmation_rate: 0 }) },
    { delay: 'later', ...figures() },
    { delay: 'not_called', ...figures({ orders: 1 }) },
  ],
  by_day: [
    { day: '2026-11-21', ...figures() },
    { day: '2026-11-22', ...busy, ...fast },
  ],
  by_city: [{ city: 'Casablanca', ...busy }],
  by_product: [
    {
      product_id: 1,
      product: 'Atlas Hoodie',
      size: 'M',
      units: 5,
      ...figures({ orders: 4, confirmed: 3, canceled: 1, delivered: 2, refused: 1 }),
    },
  ],
};

const AGENTS: AgentFigures[] = [
  {
    user_id: 4,
    nom: 'Samira',
    handled: 5,
    confirmed: 5,
    confirmation_rate: 1,
    delivered_of_confirmed: 0.6,
    median_first_call_minutes: 9,
    commission: 60,
    upsells_added: 2,
  },
];

const STATEMENT: CommissionStatement = {
  user_id: 4,
  nom: 'Samira',
  month: '2026-11',
  rate: 15,
  total: 15,
  lines: [
    { order_id: 31, at: '2026-11-20T10:00:00.000Z', kind: 'earned', amount: 15 },
    { order_id: 32, at: '2026-11-21T10:00:00.000Z', kind: 'earned', amount: 15 },
    { order_id: 12, at: '2026-11-22T10:00:00.000Z', kind: 'given_back', amount: -15 },
  ],
};

function openReports() {
  const api = mockApi({
    ...dashboardApi(),
    'GET /api/admin/reports': { body: { data: REPORT } },
    'GET /api/admin/reports/agents': { body: { data: AGENTS } },
    'GET /api/admin/reports/agents/4/commissions': { body: { data: STATEMENT } },
  });
  logInAs(ADMIN);
  renderBackOffice('/admin-dashboard/reports');
  return { api, user: userEvent.setup() };
}

describe('Reports tab', () => {
  it('shows the totals, and each chart reads the same as its table', async () => {
    const { user } = openReports();
    const totals = await screen.findByLabelText('Report totals');
    expect(within(totals).getByText('75.0 %')).toBeInTheDocument();
    expect(within(totals).getByText('1234.50 dh')).toBeInTheDocument();
    expect(within(totals).getByText('12 min')).toBeInTheDocument();

    const chart = screen.getByRole('figure', { name: 'Orders by day' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      '21/11/2026: 0 orders',
      '22/11/2026: 4 orders',
    ]);
    const table = screen.getByRole('table', { name: 'Orders by day (table)' });
    // A phone's worth of columns first; the rest one press away.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'Orders', 'Confirmed', 'Delivered']);
    expect(
      within(within(table).getByRole('row', { name: /22\/11\/2026/ })).getAllByRole('cell'),
    ).toHaveLength(3);
    const allColumns = within(screen.getByRole('region', { name: 'Orders by day' })).getByRole('button', {
      name: 'All columns',
    });
    expect(allColumns).toHaveAttribute('aria-pressed', 'false');
    await user.click(allColumns);
    expect(allColumns).toHaveAttribute('aria-pressed', 'true');
    const row = within(table).getByRole('row', { name: /22\/11\/2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '4',
      '3',
      '1',
      '2',
      '1',
      '75.0 %',
      '66.7 %',
      '33.3 %',
      '1234.50 dh',
      '980.25 dh',
      '249.00 dh',
      '12',
    ]);
    const products = screen.getByRole('figure', { name: 'Units by product and size' });
    expect(within(products).getByRole('listitem', { name: 'Atlas Hoodie (M): 5 units' })).toBeInTheDocument();
  }, 20_000);

  it('shows the time to first call by day and by agent, and the confirmation rate by that delay', async () => {
    openReports();
    const cells = (table: HTMLElement, row: RegExp) =>
      within(within(table).getByRole('row', { name: row }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const days = await screen.findByRole('table', { name: 'Time to first call by day (table)' });
    expect(
      within(days)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Day',
      'Orders',
      'Called',
      'Median minutes to first call',
      '90th percentile (minutes)',
      'Called within 15 min',
      'Called within 30 min',
    ]);
    expect(cells(days, /22\/11\/2026/)).toEqual(['4', '3', '12', '95', '66.7 %', '66.7 %']);
    expect(cells(days, /21\/11\/2026/)).toEqual(['0', '0', '–', '–', '–', '–']);

    const agents = screen.getByRole('table', { name: 'Time to first call by agent (table)' });
    expect(cells(agents, /Samira/)).toEqual(['2', '3', '12', '95', '66.7 %', '66.7 %', '100.0 %']);
    expect(cells(agents, /Youssef/)).toEqual(['1', '1', '240', '240', '0.0 %', '0.0 %', '0.0 %']);

    const delays = screen.getByRole('table', { name: 'Confirmation rate by time to first call (table)' });
    expect(
      within(delays)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Under 15 min', '15–60 min', '1–4 hours', 'Later', 'Not called']);
    expect(cells(delays, /Under 15 min/)).toEqual(['2', '2', '0', '100.0 %']);
    expect(cells(delays, /1–4 hours/)).toEqual(['1', '0', '1', '0.0 %']);
    expect(
      within(screen.getByLabelText('Report totals')).getByText('Called within 15 min'),
    ).toBeInTheDocument();
  }, 20_000);

  it('asks for the range the staff picks', async () => {
    const { api, user } = openReports();
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'SHOW' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.startsWith('/api/admin/reports?from=2026-10-01&to='))).toBe(true),
    );
  });

  it('downloads a table as .xlsx that a French spreadsheet reads with dates, percentages and amounts', async () => {
    const { user } = openReports();
    const downloads = captureDownloads();
    const section = await screen.findByRole('region', { name: 'Orders by day' });
    await user.click(within(section).getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    expect(downloads.fileName()).toMatch(/^vigor-report-days-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = new Uint8Array(await downloads.blobs[0]!.arrayBuffer());
    const [header, empty, day] = (await openInSpreadsheetEngine({ 'days.xlsx': file }, 'fr_FR.UTF-8'))[
      'days.xlsx'
    ]!;
    expect(header!.map((c) => c.shown)).toEqual([
      'Day',
      'Orders',
      'Confirmed',
      'Canceled',
      'Delivered',
      'Refused',
      'Confirmation rate',
      'Delivery rate',
      'Refusal rate',
      'Expected revenue (dh)',
      'Collected revenue (dh)',
      'Cash outstanding (dh)',
      'Median minutes to first call',
    ]);
    expect(empty![0]).toMatchObject({ type: 'date', shown: '21/11/2026' });
    expect(day!.map((c) => [c.type, c.shown.replace(/\s/g, ' ')])).toEqual([
      ['date', '22/11/2026'],
      ['float', '4'],
      ['float', '3'],
      ['float', '1'],
      ['float', '2'],
      ['float', '1'],
      ['percentage', '75,0%'],
      ['percentage', '66,7%'],
      ['percentage', '33,3%'],
      ['float', '1 234,50'],
      ['float', '980,25'],
      ['float', '249,00'],
      ['float', '12'],
    ]);
    expect(Number(day![6]!.value)).toBe(0.75);
  }, 120_000);

  it("shows each agent's figures and a month's commission statement", async () => {
    const { api } = openReports();
    const agents = await screen.findByRole('table', { name: 'Agents (table)' });
    const samira = within(agents).getByRole('row', { name: /Samira/ });
    expect(samira).toHaveTextContent('60.0 %');
    expect(samira).toHaveTextContent('60.00 dh');
    const statement = await screen.findByRole('table', { name: /^Commissions of Samira/ });
    expect(within(statement).getAllByRole('row')).toHaveLength(4);
    expect(within(statement).getByRole('row', { name: /12/ })).toHaveTextContent('Given back');
    expect(api.callsTo('GET /api/admin/reports/agents/4/commissions')[0]!.url).toMatch(/month=\d{4}-\d{2}$/);
  });
});
