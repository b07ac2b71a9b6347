import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysBefore, shopDay, type PayoutReconciliation, type PayoutSummary } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import { ADMIN, dashboardApi, logInAs, renderBackOffice } from '../../../test/back-office';

const PAYOUT: PayoutSummary = {
  id: 7,
  carrier: { id: 1, name: 'Amana', active: true },
  paid_on: '2026-11-17',
  orders: 2,
  expected: 240.2,
  collected: 230.1,
  amount_received: 200.2,
  fees: 30,
  gap: 10,
  disputed: 1,
  voided: null,
};

const RECONCILIATION: PayoutReconciliation = {
  ...PAYOUT,
  id: 8,
  differences: [{ id: 12, reason: 'other_carrier', carrier: { id: 2, name: 'CTM' } }],
};

function openCash(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...dashboardApi(),
    'GET /api/shipping/carriers': { body: { data: [PAYOUT.carrier] } },
    'GET /api/shipping/batches': { body: { data: [] } },
    'GET /api/shipping/payouts': { body: { data: [PAYOUT] } },
    ...handlers,
  });
  logInAs(ADMIN);
  renderBackOffice('/admin-dashboard/shipping');
  return { api, user: userEvent.setup() };
}

describe('past payouts', () => {
  it('lists carrier, date, amount, fees, orders and the difference in the cash view', async () => {
    openCash();
    const table = await screen.findByRole('table', { name: 'Past payouts' });
    const row = within(table).getByRole('row', { name: /Amana/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['17/11/2026', '200.20 dh', '30.00 dh', '2 (1 disputed)', '240.20 dh', '10.00 dh', 'Void']);
  }, 20_000);

  it('shows a voided payout as voided, with no difference, and leaves it out of the totals', async () => {
    const voided: PayoutSummary = {
      ...PAYOUT,
      id: 6,
      paid_on: '2026-11-10',
      orders: 0,
      expected: 0,
      collected: 0,
      amount_received: 633,
      fees: 0,
      gap: null,
      disputed: 0,
      voided: { at: '2026-11-11T09:00:00.000Z', by: 'nadia', reason: 'Typed twice' },
    };
    openCash({ 'GET /api/shipping/payouts': { body: { data: [PAYOUT, voided] } } });
    const table = await screen.findByRole('table', { name: 'Past payouts' });
    const rows = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const row = within(table).getByRole('row', { name: /Amana \(voided\)/ });
    expect(row).toHaveClass('bo-payout--voided');
    expect(cells(row)).toEqual([
      '10/11/2026',
      '633.00 dh',
      '0.00 dh',
      '0',
      '0.00 dh',
      '—',
      'By nadia: Typed twice',
    ]);
    expect(within(row).queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
    // The totals are the live payout's alone: not 833.20 dh received, not a -623 dh difference.
    const totals = rows.at(-1)!;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total of 1 live payout');
    expect(cells(totals)).toEqual(['200.20 dh', '30.00 dh', '2', '240.20 dh', '10.00 dh', '']);
  }, 20_000);

  it('voids a wrong payout with a reason', async () => {
    const { api, user } = openCash({
      'POST /api/shipping/payouts/7/void': {
        body: { success: true, message: 'Payout voided', data: { ...RECONCILIATION, id: 7 } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Void payout #7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void payout #7 of Amana?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Typed the wrong amount');
    await user.click(within(dialog).getByRole('button', { name: 'Void payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/shipping/payouts/7/void')[0]?.body).toEqual({
      reason: 'Typed the wrong amount',
    });
  }, 20_000);
});

describe('recording a payout', () => {
  it("fills the orders and the amount received from Sendit's report, less the fees typed", async () => {
    const sendit = { id: 3, name: 'Sendit', active: true };
    const { user } = openCash({
      'GET /api/shipping/carriers': { body: { data: [sendit] } },
      'GET /api/shipping/carrier-integrations': {
        body: {
          data: [
            {
              ...sendit,
              integration: 'sendit',
              credentials: null,
              pickup_district_id: '1',
              cities_fetched_at: null,
            },
          ],
        },
      },
      'GET /api/shipping/carriers/3/statement': {
        body: {
          data: {
            lines: [
              { id: 41, amount: 335 },
              { id: 42, amount: 298.5 },
            ],
            text: '41 335.00\n42 298.50',
            total: 633.5,
          },
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Carrier payout' });
    const carrier = within(panel).getByRole('combobox', { name: 'Payout carrier' });
    await within(carrier).findByRole('option', { name: 'Sendit' });
    await user.selectOptions(carrier, 'Sendit');
    const received = within(panel).getByLabelText('Amount received');
    const fees = within(panel).getByLabelText('Fees');
    await user.clear(fees);
    await user.type(fees, '15');
    await user.click(await within(panel).findByRole('button', { name: "FILL FROM SENDIT'S REPORT" }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Sendit reports 2 paid orders, 633.50 dh in all: filled below, the amount received less the fees.',
    );
    expect(within(panel).getByLabelText(/Orders covered/)).toHaveValue('41 335.00\n42 298.50');
    expect(received).toHaveValue('618.50');
    // Other fees keep the amount in step; an amount typed by hand is the staff's.
    await user.clear(fees);
    await user.type(fees, '30,5');
    expect(received).toHaveValue('603.00');
    await user.clear(received);
    await user.type(received, '600');
    await user.clear(fees);
    await user.type(fees, '0');
    expect(received).toHaveValue('600');
  }, 20_000);

  it('sends one key per filled form, clears the form once saved and lists the unpaid lines', async () => {
    const { api, user } = openCash({
      'POST /api/shipping/payouts': {
        status: 201,
        body: { success: true, message: 'Payout recorded', data: RECONCILIATION },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Carrier payout' });
    const carrier = within(panel).getByRole('combobox', { name: 'Payout carrier' });
    await within(carrier).findByRole('option', { name: 'Amana' });
    await user.selectOptions(carrier, 'Amana');
    // Paid within the last year, never in the future (the server's rule).
    const paidOn = within(panel).getByLabelText('Paid on');
    expect(paidOn).toHaveAttribute('max', shopDay());
    expect(paidOn).toHaveAttribute('min', daysBefore(shopDay(), 365));
    fireEvent.change(paidOn, { target: { value: shopDay() } });
    await user.type(within(panel).getByLabelText('Amount received'), '100');
    await user.type(within(panel).getByLabelText(/Orders covered/), '12');
    await user.dblClick(within(panel).getByRole('button', { name: 'RECORD PAYOUT' }));
    expect(await within(panel).findByText('#12: shipped with CTM, unpaid')).toBeInTheDocument();
    const keys = api.callsTo('POST /api/shipping/payouts').map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[\w-]{8,}$/);
    expect(new Set(keys).size).toBe(1);
    expect(within(panel).getByLabelText('Amount received')).toHaveValue('');
    expect(within(panel).getByLabelText(/Orders covered/)).toHaveValue('');
    expect(paidOn).toHaveValue('');
  }, 20_000);
});
