import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS, type StaffRole, type StaffUser } from '@vigor/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import {
  ADMIN,
  dashboardApi,
  logInAs,
  makeOrder,
  ordersPage,
  renderBackOffice,
} from '../../../test/back-office';
import { mockApi } from '../../../test/test-utils';

const staffOf = (role: StaffRole): StaffUser => ({ ...ADMIN, id: 9, nom: `the-${role}`, role });
const moneyOf = (role: StaffRole) =>
  ROLE_PERMISSIONS[role].includes('money.read') ? {} : { revenue: undefined, collected_revenue: undefined };

/** The back office of one role at `path`; the stand-in API answers /api/admin/me with the role's permissions. */
function openAs(role: StaffRole, path: string) {
  const api = mockApi({
    // As the server answers: the list's money figures only for a role that may read them.
    ...dashboardApi({ sales: ordersPage([makeOrder({ id: 77, total_amount: 498 })], moneyOf(role)) }),
    'GET /api/confirmation/queue': { body: { data: [] } },
    'GET /api/shipping/carriers': { body: { data: [] } },
    'GET /api/shipping/batches': { body: { data: [] } },
    'GET /api/shipping/payouts': { body: { data: [] } },
    'POST /api/admin/logout-everywhere': { body: { success: true, message: 'ok' } },
  });
  logInAs(staffOf(role));
  return { ...renderBackOffice(path), api };
}

const tabNames = async () => (await screen.findAllByRole('tab')).map((tab) => tab.textContent);

describe('what each role sees in the back office', () => {
  it('an agent: SALES, CONFIRM and MESSAGES, the orders’ own totals, no money cards, no export, no status change, no selection', async () => {
    openAs('agent', paths.adminDashboard);
    expect(await tabNames()).toEqual(['SALES', 'CONFIRM', 'MESSAGES']);
    const row = await screen.findByRole('row', { name: /#77/ });
    expect(within(row).getByText('498.00 dh')).toBeInTheDocument();
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    // No bulk action is the agent's, so nothing to select.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Selected orders' })).not.toBeInTheDocument();
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('Total Orders')).toBeInTheDocument();
    expect(within(totals).queryByText('Total Revenue')).not.toBeInTheDocument();
    expect(within(totals).queryByText('Total Products')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /export/i })).not.toBeInTheDocument();
  });

  it('an agent opening SETTINGS, REPORTS or STAFF by URL is told its role cannot, and nothing is asked of the server', async () => {
    for (const tab of ['settings', 'reports', 'staff'] as const) {
      const { api, unmount } = openAs('agent', paths.adminTab(tab));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Your role cannot open ${tab.toUpperCase()}.`,
      );
      expect(api.calls.map((c) => c.path)).not.toContain('/api/admin/order-limits');
      expect(api.calls.map((c) => c.path)).not.toContain('/api/utilisateurs');
      expect(screen.queryByRole('tab', { name: tab.toUpperCase() })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('a shipper: SALES read-only without money, and SHIPPING without payouts', async () => {
    openAs('shipper', paths.adminDashboard);
    expect(await tabNames()).toEqual(['SALES', 'SHIPPING']);
    const row = await screen.findByRole('row', { name: /#77/ });
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'SHIPPING' }));
    expect(await screen.findByRole('heading', { name: 'Ship confirmed orders' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Carrier payout' })).not.toBeInTheDocument();
  });

  it('an accountant: orders read-only with the money and the export, payouts without shipping, REPORTS', async () => {
    openAs('accountant', paths.adminDashboard);
    expect(await tabNames()).toEqual(['SALES', 'SHIPPING', 'REPORTS', 'LOG']);
    expect(await screen.findByText('Total Revenue')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /#77/ });
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    // The selection exports but neither moves orders nor ships them.
    const bulk = screen.getByRole('group', { name: 'Selected orders' });
    expect(within(bulk).getByRole('button', { name: 'Export selected' })).toBeInTheDocument();
    expect(within(bulk).queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
    expect(within(bulk).queryByRole('button', { name: 'Print slips' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'SHIPPING' }));
    expect(await screen.findByRole('heading', { name: 'Carrier payout' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ship confirmed orders' })).not.toBeInTheDocument();
  });

  it('an admin sees every tab, STAFF included', async () => {
    openAs('admin', paths.adminDashboard);
    expect(await tabNames()).toEqual([
      'SALES',
      'CONFIRM',
      'PRODUCTS',
      'MESSAGES',
      'SHIPPING',
      'REPORTS',
      'SETTINGS',
      'STAFF',
      'LOG',
    ]);
  });

  it("logs out everywhere from the user's own menu", async () => {
    const { router, api } = openAs('agent', paths.adminDashboard);
    const user = userEvent.setup();
    await user.click(await screen.findByText('the-agent · Confirmation agent'));
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(api.callsTo('POST /api/admin/logout-everywhere')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
