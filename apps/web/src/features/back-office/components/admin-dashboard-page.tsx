import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Money } from '../../../components/ui/price';
import { Toast, useToast } from '../../../components/ui/toast';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { messagesStatsQuery } from '../api/messages';
import { productStatsQuery } from '../api/products';
import { salesStatsQuery } from '../api/sales';
import { useLogout } from '../hooks/use-logout';
import { MONEY_FIGURES } from '../lib/money-figures';
import { BackOfficeTitle } from './back-office-title';
import { CarriersPanel } from './carriers-panel';
import { ConfirmTab } from './confirm-tab';
import { AdSettingsSection } from './ad-settings-form';
import { DeliverySettingsSection } from './delivery-settings-form';
import { DeskSettingsTab } from './desk-settings-tab';
import { BlocklistPanel } from './blocklist-panel';
import { OrderLimitsSection } from './order-limits-form';
import { DASHBOARD_TABS, DashboardTabs, panelId, tabId, type DashboardTab } from './dashboard-tabs';
import { MessagesTab } from './messages-tab';
import { ProductsTab } from './products-tab';
import { ReportsTab } from './reports-tab';
import { SalesTab } from './sales-tab';
import { ShippingTab } from './shipping-tab';
import { StatCard } from './stat-card';

const TOAST_MS = 5000;

function isTab(value: string | null): value is DashboardTab {
  return DASHBOARD_TABS.some((t) => t.value === value);
}

/** /admin-dashboard: header, stat cards and the SALES, CONFIRM, PRODUCTS, MESSAGES, SHIPPING, REPORTS and SETTINGS tabs. */
export function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: DashboardTab = isTab(tabParam) ? tabParam : 'sales';
  const { logout, pending: loggingOut } = useLogout(paths.home);
  const { toast, show, dismiss } = useToast(TOAST_MS);
  const sales = useQuery(salesStatsQuery());
  const products = useQuery(productStatsQuery());
  const messages = useQuery(messagesStatsQuery());

  const selectTab = (next: DashboardTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'sales') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="bo">
      {/* The CONFIRM tab's title counts its queue (desk-alerts.tsx). */}
      {tab !== 'confirm' && (
        <BackOfficeTitle page={DASHBOARD_TABS.find((t) => t.value === tab)?.title ?? 'Dashboard'} />
      )}
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
        <DashboardTabs current={tab} onChange={selectTab} />
        <div
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          className="bo-tabpanel"
        >
          {tab === 'sales' && <SalesTab onStatusChanged={(text) => show(text)} />}
          {tab === 'confirm' && <ConfirmTab onDone={(text) => show(text)} />}
          {tab === 'products' && <ProductsTab onSaved={(text) => show(text)} />}
          {tab === 'messages' && <MessagesTab onDone={(text) => show(text)} />}
          {tab === 'shipping' && <ShippingTab />}
          {tab === 'reports' && <ReportsTab />}
          {tab === 'settings' && (
            <>
              <DeliverySettingsSection onSaved={(text) => show(text)} />
              <DeskSettingsTab onSaved={(text) => show(text)} />
              <AdSettingsSection onSaved={(text) => show(text)} />
              <OrderLimitsSection onSaved={(text) => show(text)} />
              <BlocklistPanel />
              <CarriersPanel />
            </>
          )}
        </div>
      </main>
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
