import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { Money } from '../../../components/ui/price';
import { Toast, useToast } from '../../../components/ui/toast';
import { brand } from '../../../config/brand';
import { ADMIN_TABS, paths, type AdminTab } from '../../../config/paths';
import { productStatsQuery } from '../../../features/admin-catalog';
import { messagesStatsQuery } from '../../../features/admin-messages';
import { salesStatsQuery } from '../../../features/admin-orders';
import { BackOfficeTitle, MONEY_FIGURES, StatCard, useLogout } from '../../../features/admin-shell';
import { DashboardTabs, panelId, TAB_NAMES, tabId } from './dashboard-tabs';
import type { Notify } from './notify';

const TOAST_MS = 5000;

/** The tab whose URL is open (SALES for /admin-dashboard itself). */
function currentTab(pathname: string): AdminTab {
  return ADMIN_TABS.find((tab) => tab !== 'sales' && pathname.startsWith(paths.adminTab(tab))) ?? 'sales';
}

/**
 * /admin-dashboard and its tabs: header, stat cards, the SALES, CONFIRM, PRODUCTS, MESSAGES,
 * SHIPPING, REPORTS and SETTINGS tabs, and the open tab's route in the tab panel.
 */
export function AdminDashboardPage() {
  const tab = currentTab(useLocation().pathname);
  const { logout, pending: loggingOut } = useLogout(paths.home);
  const { toast, show, dismiss } = useToast(TOAST_MS);
  const sales = useQuery(salesStatsQuery());
  const products = useQuery(productStatsQuery());
  const messages = useQuery(messagesStatsQuery());
  const notify: Notify = (text) => show(text);

  return (
    <div className="bo">
      {/* The CONFIRM tab's title counts its queue (desk-alerts.tsx). */}
      {tab !== 'confirm' && <BackOfficeTitle page={TAB_NAMES[tab].title} />}
      <header className="bo-header">
        <h1 className="bo-header__title">{brand.name.toUpperCase()} ADMIN</h1>
        <button
          type="button"
          className="button button--outline"
          onClick={() => void logout()}
          disabled={loggingOut}
        >
          {loggingOut ? 'LOGGING OUT…' : 'LOGOUT'}
        </button>
      </header>
      <main className="bo-main">
        <dl className="bo-stats" aria-label="Totals">
          <StatCard icon="🛒" label="Total Orders" value={sales.data?.total ?? null} />
          <StatCard icon="👕" label="Total Products" value={products.data?.total ?? null} />
          <StatCard icon="✉" label="Total Messages" value={messages.data?.total ?? null} />
          <StatCard
            icon="💰"
            label="Total Revenue"
            value={sales.data?.revenue != null ? <Money amount={sales.data.revenue} /> : null}
            definition={`${MONEY_FIGURES.expected_revenue.label}: ${MONEY_FIGURES.expected_revenue.definition}`}
          />
          <StatCard
            icon={MONEY_FIGURES.collected_revenue.icon}
            label={MONEY_FIGURES.collected_revenue.label}
            value={
              sales.data?.collected_revenue != null ? <Money amount={sales.data.collected_revenue} /> : null
            }
            definition={MONEY_FIGURES.collected_revenue.definition}
          />
        </dl>
        <DashboardTabs current={tab} />
        <div
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          className="bo-tabpanel"
        >
          <Outlet context={notify} />
        </div>
      </main>
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
