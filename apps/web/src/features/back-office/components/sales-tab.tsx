import { useMutationState } from '@tanstack/react-query';
import { ORDER_STATUSES, formatPrice, type OrderStatus } from '@vigor/shared';
import { useId } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { messageOf } from '../../../lib/api-client';
import {
  getSales,
  updateSaleStatusKey,
  useSales,
  useUpdateSaleStatus,
  type UpdateSaleStatus,
} from '../api/sales';
import { useBanner } from '../hooks/use-banner';
import { useCsvExport } from '../hooks/use-csv-export';
import { useClampPage, useListFilters } from '../hooks/use-list-filters';
import { salesColumns } from '../lib/export-columns';
import { ErrorBanner } from './error-banner';
import { OrderRow } from './order-row';
import { ORDER_STATUS_LABELS } from './order-status-labels';
import { SearchBox } from './search-box';

export const PAGE_WINDOW = 5;

type StatusFilter = OrderStatus | 'all';

const FILTER_ICONS: Record<StatusFilter, string> = {
  all: '☰',
  pending: '⏳',
  contacted: '☎',
  confirmed: '✔',
  delivered: '🚚',
  canceled: '✖',
};

/** The SALES tab: search, status filters with counts, the orders table, pagination, CSV export. */
export function SalesTab({ onStatusChanged }: { onStatusChanged?: (text: string) => void }) {
  const headingId = useId();
  const filters = useListFilters<StatusFilter>('all');
  const { q, status, page } = filters;
  const query = useSales({ q, status, page });
  const banner = useBanner(query);
  const update = useUpdateSaleStatus();
  const updating = useMutationState({
    filters: { mutationKey: updateSaleStatusKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as UpdateSaleStatus,
  });
  const meta = query.data?.meta;
  useClampPage(page, meta?.total_pages, filters.setPage);

  const { exportCsv, exporting } = useCsvExport(
    'sales',
    salesColumns,
    (p, perPage) => getSales({ q, status, page: p }, perPage),
    banner.report,
  );

  const counts = meta?.status_counts;
  const allCount = counts ? ORDER_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  const orders = query.data?.data ?? [];

  const changeStatus = (id: number, next: OrderStatus) => {
    banner.clear();
    update.mutate(
      { id, status: next },
      {
        onSuccess: () => onStatusChanged?.(`Order #${id} is now ${ORDER_STATUS_LABELS[next].toLowerCase()}.`),
        onError: (error) => banner.report(`Order #${id}: ${messageOf(error)}`),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="bo-panel">
      <ErrorBanner label="Orders" message={banner.message} onDismiss={banner.dismiss} />
      <div className="bo-panel__head">
        <h2 id={headingId}>Sales Orders</h2>
        <button type="button" className="button button--outline" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export to CSV'}
        </button>
      </div>
      <div className="bo-toolbar">
        <SearchBox
          label="Search orders"
          placeholder="Search by name, ID, phone, city..."
          value={filters.search}
          onChange={filters.setSearch}
        />
        <p className="bo-count" aria-live="polite">
          {meta ? `${meta.total} ${meta.total === 1 ? 'order' : 'orders'} found` : ''}
        </p>
      </div>
      <div className="bo-filters" role="group" aria-label="Filter by status">
        {(['all', ...ORDER_STATUSES] as const).map((value) => {
          const count = value === 'all' ? allCount : counts?.[value];
          return (
            <button
              key={value}
              type="button"
              className={`bo-filter bo-filter--${value}`}
              aria-pressed={status === value}
              onClick={() => filters.setStatus(value)}
            >
              <span aria-hidden="true" className="bo-filter__icon">
                {FILTER_ICONS[value]}
              </span>
              {value === 'all' ? 'All' : ORDER_STATUS_LABELS[value]}
              <span className="bo-filter__count">{count ?? '…'}</span>
            </button>
          );
        })}
      </div>

      {query.isPending ? (
        <p className="state" role="status">
          Loading orders...
        </p>
      ) : orders.length === 0 ? (
        query.isError ? null : (
          <div className="state bo-empty">
            <p className="bo-empty__title">No orders found</p>
            <p className="bo-empty__hint">
              {filters.filtered ? 'Try adjusting your search or filters' : 'No orders have been placed yet'}
            </p>
          </div>
        )
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--orders">
            <caption className="visually-hidden">Sales orders, page {page}</caption>
            <thead>
              <tr>
                <th scope="col">Order ID</th>
                <th scope="col">Items</th>
                <th scope="col">Customer</th>
                <th scope="col">Phone</th>
                <th scope="col">City</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => {
                const pending = updating.find((v) => v?.id === order.id);
                return (
                  <OrderRow
                    key={order.id}
                    order={order}
                    pendingStatus={pending?.status}
                    onStatusChange={(next) => changeStatus(order.id, next)}
                  />
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {meta && (
        <Pagination
          page={page}
          totalPages={meta.total_pages}
          onChange={filters.setPage}
          windowSize={PAGE_WINDOW}
        />
      )}
      {meta && meta.revenue != null && (
        <p className="bo-note">Revenue of these orders (canceled excluded): {formatPrice(meta.revenue)}</p>
      )}
    </section>
  );
}
