import { screen, within } from '@testing-library/react';
import type { PayoutSummary } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/test-utils';
import { ADMIN, dashboardApi, logInAs, renderBackOffice } from '../test/fixtures';

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
};

describe('past payouts', () => {
  it('lists carrier, date, amount, fees, orders and the difference in the cash view', async () => {
    mockApi({
      ...dashboardApi(),
      'GET /api/shipping/carriers': { body: { data: [PAYOUT.carrier] } },
      'GET /api/shipping/batches': { body: { data: [] } },
      'GET /api/shipping/payouts': { body: { data: [PAYOUT] } },
    });
    logInAs(ADMIN);
    renderBackOffice('/admin-dashboard?tab=shipping');
    const table = await screen.findByRole('table', { name: 'Past payouts' });
    const row = within(table).getByRole('row', { name: /Amana/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['17/11/2026', '200.20 dh', '30.00 dh', '2 (1 disputed)', '240.20 dh', '10.00 dh']);
  }, 20_000);
});
