import { useRef, type KeyboardEvent } from 'react';

export const DASHBOARD_TABS = [
  { value: 'sales', label: 'SALES', title: 'Sales' },
  { value: 'confirm', label: 'CONFIRM', title: 'Confirmation desk' },
  { value: 'products', label: 'PRODUCTS', title: 'Products' },
  { value: 'messages', label: 'MESSAGES', title: 'Messages' },
  { value: 'shipping', label: 'SHIPPING', title: 'Shipping' },
  { value: 'reports', label: 'REPORTS', title: 'Reports' },
  { value: 'settings', label: 'SETTINGS', title: 'Settings' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export const tabId = (tab: DashboardTab) => `bo-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `bo-panel-${tab}`;

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs. */
export function DashboardTabs({
  current,
  onChange,
}: {
  current: DashboardTab;
  onChange: (tab: DashboardTab) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = DASHBOARD_TABS.findIndex((t) => t.value === current);
    const last = DASHBOARD_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % DASHBOARD_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % DASHBOARD_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target == null) return;
    event.preventDefault();
    const next = DASHBOARD_TABS[target];
    if (!next) return;
    onChange(next.value);
    list.current?.querySelector<HTMLElement>(`#${tabId(next.value)}`)?.focus();
  };
  return (
    <div className="bo-tabs" role="tablist" aria-label="Dashboard sections" ref={list} onKeyDown={onKeyDown}>
      {DASHBOARD_TABS.map((tab) => (
        <button
          key={tab.value}
          id={tabId(tab.value)}
          type="button"
          role="tab"
          aria-selected={current === tab.value}
          aria-controls={panelId(tab.value)}
          tabIndex={current === tab.value ? 0 : -1}
          className="bo-tab"
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
