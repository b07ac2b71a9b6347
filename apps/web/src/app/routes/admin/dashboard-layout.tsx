import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { Money } from '../../../components/ui/price';
import { Toast, useToast } from '../../../components/ui/toast';
import { brand } from '../../../config/brand';
import { ADMIN_TABS, paths, type AdminTab } from '../../../config/paths';
import { productStatsQuery } from '../../../features/admin-catalog';
import { messagesStatsQuery } from '../../../features/admin-messages';
import { salesStatsQuery } from '../../../features/admin-orders';
import {
  BackOfficeTitle,
  MONEY_FIGURES,
  StaffMenu,
  StatCard,
  usePermissions,
} from '../../../features/admin-shell';
import { DashboardTabs, panelId, TAB_NAMES, TAB_PERMISSIONS, tabId } from './dashboard-tabs';
import type { Notify } from './notify';

const TOAST_MS = 5000;

/** The tab whose URL is open (SALES for /admin-dashboard itself). */
function currentTab(pathname: string): AdminTab {
  return ADMIN_TABS.find((tab) => tab !== 'sales' && pathname.startsWith(paths.adminTab(tab))) ?? 'sales';
}

/**
 * /admin-dashboard and its tabs: header, stat cards, the tabs the user's role may open (SALES,
 * CONFIRM, PRODUCTS, MESSAGES, SHIPPING, REPORTS, SETTINGS, STAFF) and the open tab's route in
 * the tab panel. A role sees only its own tabs and figures; a tab it may not open, reached by its
 * URL, says so instead of its content (the server refuses its calls all the same).
 */
export function AdminDashboardPage() {
  const tab = currentTab(useLocation().pathname);
  const { can, isPending } = usePermissions();
  const { toast, show, dismiss } = useToast(TOAST_MS);
  const sales = useQuery({ ...salesStatsQuery(), enabled: can('orders.read') });
  const products = useQuery({ ...productStatsQuery(), enabled: can('products.edit') });
  const messages = useQuery({ ...messagesStatsQuery(), enabled: can('messages') });
  const notify: Notify = (text) => show(text);
  const tabs = ADMIN_TABS.filter((t) => TAB_PERMISSIONS[t].some(can));
  const allowed = tabs.includes(tab);

  return (
    <div className="bo">
      {/* The CONFIRM tab's title counts its queue (desk-alerts.tsx). */}
      {tab !== 'confirm' && <BackOfficeTitle page={TAB_NAMES[tab].title} />}
      <header className="bo-header">
        <h1 className="bo-header__title">{brand.name.toUpperCase()} ADMIN</h1>
        <StaffMenu to={paths.home} />
      </header>
      <main className="bo-main">
        <dl className="bo-stats" aria-label="Totals">
          {can('orders.read') && (
            <StatCard icon="🛒" label="Total Orders" value={sales.data?.total ?? null} />
          )}
          {can('products.edit') && (
            <StatCard icon="👕" label="Total Products" value={products.data?.total ?? null} />
          )}
          {can('messages') && (
            <StatCard icon="✉" label="Total Messages" value={messages.data?.total ?? null} />
          )}
          {can('money.read') && (
            <>
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
                  sales.data?.collected_revenue != null ? (
                    <Money amount={sales.data.collected_revenue} />
                  ) : null
                }
                definition={MONEY_FIGURES.collected_revenue.definition}
              />
            </>
          )}
        </dl>
        <DashboardTabs current={tab} tabs={tabs} />
        <div
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          className="bo-tabpanel"
        >
          {allowed ? (
            <Outlet context={notify} />
          ) : (
            !isPending && (
              <p className="bo-not-allowed" role="alert">
                Your role cannot open {TAB_NAMES[tab].label}.
              </p>
            )
          )}
        </div>
      </main>
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
