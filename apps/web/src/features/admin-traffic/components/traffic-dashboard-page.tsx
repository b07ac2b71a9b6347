import { BackOfficeTitle, useMediaQuery, ConfirmDialog, StaffMenu, StatCard } from '../../admin-shell';
import { formatShopTime, type ResetAllResponse } from '@vigor/shared';
import { useState } from 'react';
import { Toast, useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useActiveUsers, useResetAll } from '../api/traffic';
import { ActiveUsers } from './active-users';

/** Below this width the active users show as cards. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
const TOAST_MS = 8000;

export const RESET_ITEMS = [
  'Delete all guest sessions',
  'Clear all carts',
  'Remove all quick cart items',
  'Log out all active users',
] as const;

export function resetSuccessText({ data }: ResetAllResponse): string {
  return (
    'Sessions reset successfully! ' +
    `Deleted ${data.sessions_deleted} guest sessions, ${data.carts_deleted} cart items and ` +
    `${data.quick_cart_deleted} quick cart items.`
  );
}

/** the server refused ('Failed to …') or the call itself failed ('Error …'). */
export function resetFailureText(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) return `Failed to reset sessions: ${error.message}`;
  return `Error resetting sessions: ${messageOf(error)}`;
}

/** /traffic-dashboard: live guest sessions and their carts, polled every 5 s. */
export function TrafficDashboardPage() {
  const query = useActiveUsers();
  const reset = useResetAll();
  const compact = useMediaQuery(MOBILE_QUERY);
  const { toast, show, dismiss } = useToast(TOAST_MS);
  const [confirming, setConfirming] = useState(false);
  const users = query.data?.data.users ?? [];
  const stats = query.data?.data.stats;

  const onReset = () => {
    reset.mutate(undefined, {
      onSuccess: (answer) => show(resetSuccessText(answer), 'success'),
      onError: (error) => show(resetFailureText(error), 'error'),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <div className="bo bo-traffic">
      <BackOfficeTitle page="Traffic" />
      <header className="bo-header">
        <div>
          <h1 className="bo-header__title">Traffic Dashboard</h1>
          <p className="bo-header__subtitle">Real-time User Monitoring</p>
          <p className="bo-updated" aria-live="off">
            Last updated:{' '}
            {query.dataUpdatedAt ? (
              <time dateTime={new Date(query.dataUpdatedAt).toISOString()}>
                {formatShopTime(query.dataUpdatedAt, { seconds: true })}
              </time>
            ) : (
              '—'
            )}
          </p>
        </div>
        <div className="bo-header__buttons">
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            RESET ALL
          </button>
          <button
            type="button"
            className="button button--outline"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? 'Refreshing…' : 'Refresh'}
          </button>
          <StaffMenu to={paths.admin} />
        </div>
      </header>
      <main className="bo-main">
        <dl className="bo-stats" aria-label="Traffic">
          <StatCard icon="👥" label="Active Users" value={stats?.totalActive ?? null} />
          <StatCard icon="👁" label="Page Views" value={stats?.totalPageViews ?? null} />
          <StatCard icon="🛒" label="Cart Activities" value={stats?.cartActivities ?? null} />
        </dl>
        <section className="bo-panel" aria-labelledby="bo-active-users">
          <h2 id="bo-active-users">Active Users ({users.length})</h2>
          {query.isError && !query.data && (
            <p className="alert" role="alert">
              Could not load the active users: {messageOf(query.error)}
            </p>
          )}
          {query.isPending ? (
            <p className="state" role="status">
              Loading active users...
            </p>
          ) : (
            <ActiveUsers users={users} compact={compact} />
          )}
        </section>
      </main>
      {confirming && (
        <ConfirmDialog
          title="Reset all sessions?"
          confirmLabel="Yes, reset all"
          busyLabel="Resetting…"
          busy={reset.isPending}
          onConfirm={onReset}
          onCancel={() => setConfirming(false)}
        >
          <p>This will:</p>
          <ul className="bo-reset-list">
            {RESET_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>Orders, products, messages and staff accounts are not touched. This cannot be undone.</p>
        </ConfirmDialog>
      )}
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
