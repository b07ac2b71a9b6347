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
