import { useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Permission } from '@vigor/shared';
import { paths, type AdminTab } from '../../../config/paths';

/** Each tab's label in the tab bar and its page title. */
export const TAB_NAMES: Record<AdminTab, { label: string; title: string }> = {
  sales: { label: 'SALES', title: 'Sales' },
  confirm: { label: 'CONFIRM', title: 'Confirmation desk' },
  products: { label: 'PRODUCTS', title: 'Products' },
  messages: { label: 'MESSAGES', title: 'Messages' },
  shipping: { label: 'SHIPPING', title: 'Shipping' },
  reports: { label: 'REPORTS', title: 'Reports' },
  settings: { label: 'SETTINGS', title: 'Settings' },
  staff: { label: 'STAFF', title: 'Staff' },
  log: { label: 'LOG', title: 'Audit log' },
};

/**
 * The permission that opens each tab (packages/shared/src/permissions.ts); SHIPPING opens with
 * either of two, and shows each part to the role that may use it.
 */
export const TAB_PERMISSIONS: Record<AdminTab, readonly Permission[]> = {
  sales: ['orders.read'],
  confirm: ['desk'],
  products: ['products.edit'],
  messages: ['messages'],
  shipping: ['shipping', 'payouts'],
  reports: ['reports'],
  settings: ['settings'],
  staff: ['staff'],
  log: ['audit'],
};

export const tabId = (tab: AdminTab) => `bo-tab-${tab}`;
export const panelId = (tab: AdminTab) => `bo-panel-${tab}`;

/**
 * WAI-ARIA tabs whose tabs are links to the tabs' own URLs: a click, a middle click or a copied
 * link opens that tab; arrow keys, Home and End go to the neighbouring tab's URL. `tabs`: those
 * the user's role may open.
 */
export function DashboardTabs({ current, tabs }: { current: AdminTab; tabs: readonly AdminTab[] }) {
  const list = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const onKeyDown = (event: KeyboardEvent) => {
    // From the focused tab, not the open one: a key pressed while the next tab's route loads
    // moves on from where the focus already is.
    const index = tabs.findIndex((tab) => tabId(tab) === (event.target as HTMLElement).id);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target == null) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    void navigate(paths.adminTab(next));
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  };
  return (
    <div className="bo-tabs" role="tablist" aria-label="Dashboard sections" ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Link
          key={tab}
          id={tabId(tab)}
          to={paths.adminTab(tab)}
          role="tab"
          aria-selected={current === tab}
          aria-controls={panelId(tab)}
          tabIndex={current === tab ? 0 : -1}
          className="bo-tab"
        >
          {TAB_NAMES[tab].label}
        </Link>
      ))}
    </div>
  );
}
