import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, paths, type AdminTab } from '../../../config/paths';
import {
  activeUsers,
  ADMIN,
  dashboardApi,
  logInAs,
  renderBackOffice,
  TRAFFIC,
} from '../../../test/back-office';
import { mockApi } from '../../../test/test-utils';
import { TAB_NAMES } from './dashboard-tabs';

/** What each tab's panel shows first, whatever its data. */
const PANEL_MARK: Record<AdminTab, () => Promise<HTMLElement>> = {
  sales: () => screen.findByRole('heading', { name: 'Sales Orders' }),
  confirm: () => screen.findByRole('heading', { name: 'Orders to confirm' }),
  products: () => screen.findByRole('heading', { name: 'Products' }),
  messages: () => screen.findByRole('heading', { name: 'Customer Messages' }),
  shipping: () => screen.findByRole('heading', { name: 'Ship confirmed orders' }),
  reports: () => screen.findByRole('form', { name: 'Report range' }),
  settings: () => screen.findByRole('heading', { name: 'Delivery' }),
  staff: () => screen.findByRole('heading', { name: 'Staff' }),
  log: () => screen.findByRole('heading', { name: 'Audit log' }),
};

function openAs(path: string) {
  mockApi({
    ...dashboardApi(),
    'GET /api/confirmation/queue': { body: { data: [] } },
    'GET /api/shipping/carriers': { body: { data: [] } },
    'GET /api/shipping/batches': { body: { data: [] } },
    'GET /api/shipping/payouts': { body: { data: [] } },
    'GET /api/utilisateurs': { body: { data: [ADMIN] } },
    'GET /api/admin/audit': { body: { data: [], meta: { page: 1, per_page: 50, total: 0, total_pages: 1 } } },
  });
  logInAs(ADMIN);
  return renderBackOffice(path);
}

/** The selected tab, whose panel holds `mark`. */
async function expectOpen(tab: AdminTab) {
  const mark = await PANEL_MARK[tab]();
  const selected = screen.getByRole('tab', { selected: true });
  expect(selected).toHaveTextContent(TAB_NAMES[tab].label);
  expect(selected).toHaveAttribute('href', paths.adminTab(tab));
  expect(screen.getByRole('tabpanel', { name: TAB_NAMES[tab].label })).toContainElement(mark);
}

describe('Back-office tabs as routes', () => {
  it.each(ADMIN_TABS.map((tab) => [tab, paths.adminTab(tab)]))(
    'opens %s at its own URL %s',
    async (tab, path) => {
      const { router } = openAs(path);
      await expectOpen(tab);
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it("reaches every tab from the seed's tab bar, each click going to the tab's URL", async () => {
    const { router } = openAs(paths.adminDashboard);
    const user = userEvent.setup();
    await expectOpen('sales');
    for (const tab of [...ADMIN_TABS.slice(1), 'sales' as const]) {
      await user.click(screen.getByRole('tab', { name: TAB_NAMES[tab].label }));
      await expectOpen(tab);
      expect(router.state.location.pathname).toBe(paths.adminTab(tab));
    }
  }, 30_000);

  it('moves between tabs with the arrow keys, Home and End, keeping the focus on the tab', async () => {
    const { router } = openAs(paths.adminTab('messages'));
    const user = userEvent.setup();
    await expectOpen('messages');
    screen.getByRole('tab', { name: 'MESSAGES' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminTab('shipping')));
    expect(screen.getByRole('tab', { name: 'SHIPPING' })).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminTab('log')));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminDashboard));
    expect(screen.getByRole('tab', { name: 'SALES' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminTab('log')));
    await user.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminDashboard));
  });

  it.each(ADMIN_TABS)(
    "sends the seed's ?tab=%s link to that tab's URL, replacing the history entry",
    async (tab) => {
      const { router } = openAs(`/admin-dashboard?tab=${tab}`);
      await expectOpen(tab);
      expect(router.state.location.pathname).toBe(paths.adminTab(tab));
      expect(router.state.location.search).toBe('');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('keeps the other query parameters, and sends an unknown tab or tab path to SALES', async () => {
    const { router } = openAs('/admin-dashboard?tab=reports&from=2026-11-01');
    await expectOpen('reports');
    expect(router.state.location.search).toBe('?from=2026-11-01');

    await router.navigate('/admin-dashboard?tab=nothing');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(paths.adminDashboard);
    await expectOpen('sales');

    await router.navigate('/admin-dashboard/nothing');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminDashboard));
    await expectOpen('sales');
  });

  it.each(ADMIN_TABS.filter((tab) => tab !== 'sales'))(
    'guards %s like the dashboard: no token goes to /admin, a traffic_admin to the traffic dashboard',
    async (tab) => {
      mockApi({ 'GET /api/traffic-dashboard/active-users': { body: activeUsers([]) } });
      const { router } = renderBackOffice(paths.adminTab(tab));
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin));
      expect(await screen.findByRole('heading', { name: 'Connexion administrateur' })).toBeInTheDocument();

      logInAs(TRAFFIC);
      await router.navigate(paths.adminTab(tab));
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.trafficDashboard));
      expect(await screen.findByRole('heading', { level: 1, name: 'Traffic Dashboard' })).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).toBeNull();
    },
  );
});
