import { useMutationState } from '@tanstack/react-query';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  transitionVerdict,
  type AdminOrder,
  type OrderStatus,
} from '@vigor/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import {
  getSales,
  updateSaleStatusKey,
  useSales,
  useUpdateSaleStatus,
  type UpdateSaleStatus,
} from '../api/sales';
import {
  useListFilters,
  useListTab,
  DataTable,
  countText,
  ExportButton,
  ListPagination,
  ListPanel,
  ListState,
  ListToolbar,
  MONEY_FIGURES,
  usePermissions,
} from '../../admin-shell';
import { CorrectionDialog } from './correction-dialog';
import { OrderHistoryDialog } from './order-history-dialog';
import { salesColumns } from '../lib/sales-columns';
import { OrderRow } from './order-row';
import { Money } from '../../../components/ui/price';

type StatusFilter = OrderStatus | 'all';

const FILTER_ICONS: Record<StatusFilter, string> = {
  all: '☰',
  pending: '⏳',
  contacted: '☎',
  confirmed: '✔',
  shipped: '📦',
  delivered: '🚚',
  refused: '⛔',
  returned: '↩',
  canceled: '✖',
};

/** The SALES tab: search, status filters with counts, the orders table, pagination, Excel export. */
export function SalesTab({ onStatusChanged }: { onStatusChanged?: (text: string) => void }) {
  const filters = useListFilters<StatusFilter>('all');
  const { q, status, page } = filters;
  const query = useSales({ q, status, page });
  const {
    banner,
    meta,
    rows: orders,
    exporter,
  } = useListTab(filters, query, {
    name: 'sales',
    columns: salesColumns,
    fetchPage: (p, perPage) => getSales({ q, status, page: p }, perPage),
  });
  const { can } = usePermissions();
  const update = useUpdateSaleStatus();
  const updating = useMutationState({
    filters: { mutationKey: updateSaleStatusKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as UpdateSaleStatus,
  });

  const counts = meta?.status_counts;
  const allCount = counts ? ORDER_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;

  const [correcting, setCorrecting] = useState<{ order: AdminOrder; to: OrderStatus } | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const saveStatus = (id: number, next: OrderStatus, reason?: string) => {
    banner.clear();
    update.mutate(
      { id, status: next, ...(reason && { reason }) },
      {
        onSuccess: () => onStatusChanged?.(`Order #${id} is now ${ORDER_STATUS_LABELS[next].toLowerCase()}.`),
        onError: (error) => banner.report(`Order #${id}: ${messageOf(error)}`),
      },
    );
  };
  // A move off the workflow is a correction: its confirmation step asks why (the server refuses it without).
  const changeStatus = (order: AdminOrder, next: OrderStatus) => {
    if (transitionVerdict(order.status, next, 'sales') === 'correction') setCorrecting({ order, to: next });
    else saveStatus(order.id, next);
  };

  return (
    <ListPanel
      title="Sales Orders"
      errorLabel="Orders"
      banner={banner}
      actions={can('exports') && <ExportButton {...exporter} />}
    >
      <ListToolbar
        filters={filters}
        searchLabel="Search orders"
        placeholder="Search by name, ID, phone, city..."
        count={countText(meta?.total, 'order found', 'orders found')}
      />
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

      <ListState
        query={query}
        empty={orders.length === 0}
        noun="orders"
        emptyHint={
          filters.filtered ? 'Try adjusting your search or filters' : 'No orders have been placed yet'
        }
      >
        <DataTable
          className="bo-table bo-table--cards"
          caption={`Sales orders, page ${page}`}
          columns={['Order ID', 'Items', 'Customer', 'Phone', 'City', 'Total', 'Status', 'Date']}
        >
          {orders.map((order) => {
            const pending = updating.find((v) => v?.id === order.id);
            return (
              <OrderRow
                key={order.id}
                order={order}
                pendingStatus={pending?.status}
                canEdit={can('orders.edit')}
                onStatusChange={(next) => changeStatus(order, next)}
                onShowHistory={() => setHistoryOf(order.id)}
              />
            );
          })}
        </DataTable>
      </ListState>
      {correcting && (
        <CorrectionDialog
          orderId={correcting.order.id}
          from={correcting.order.status}
          to={correcting.to}
          onCancel={() => setCorrecting(null)}
          onConfirm={(reason) => {
            setCorrecting(null);
            saveStatus(correcting.order.id, correcting.to, reason);
          }}
        />
      )}
      {historyOf != null && <OrderHistoryDialog orderId={historyOf} onClose={() => setHistoryOf(null)} />}
      <ListPagination filters={filters} totalPages={meta?.total_pages} />
      {meta?.revenue != null && meta.collected_revenue != null && (
        <p className="bo-note">
          {MONEY_FIGURES.expected_revenue.label} of these orders ({MONEY_FIGURES.expected_revenue.definition}
          ): <Money amount={meta.revenue} />; {MONEY_FIGURES.collected_revenue.label.toLowerCase()}:{' '}
          <Money amount={meta.collected_revenue} />
        </p>
      )}
    </ListPanel>
  );
}
