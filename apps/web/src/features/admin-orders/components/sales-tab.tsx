import { useMutationState } from '@tanstack/react-query';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  transitionVerdict,
  type AdminOrder,
  type OrderStatus,
} from '@vigor/shared';
import { useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { messageOf } from '../../../lib/api-client';
import { toggled } from '../../../lib/toggled';
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
import { BulkBar, type BatchDialogProps } from './bulk-bar';
import { CorrectionDialog } from './correction-dialog';
import { salesColumns } from '../lib/sales-columns';
import { OrderRow } from './order-row';
import { SalesFilters, type StatusFilter } from './sales-filters';
import { Money } from '../../../components/ui/price';

const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...ORDER_STATUSES];

interface SalesTabProps {
  onStatusChanged?: (text: string) => void;
  /** Adds the selected orders to a shipment batch (composed by the route: fulfilment's). */
  BatchDialog?: ComponentType<BatchDialogProps>;
}

/**
 * The SALES tab: search, status and date filters (kept in the URL), the orders table with a
 * selection and its bulk actions, pagination, Excel export.
 */
export function SalesTab({ onStatusChanged, BatchDialog }: SalesTabProps) {
  const filters = useListFilters<StatusFilter>('all', STATUS_FILTERS);
  const { q, status, page } = filters;
  const range = { from: filters.param('from'), to: filters.param('to') };
  const params = { q, status, page, filters: range };
  const query = useSales(params);
  const {
    banner,
    meta,
    rows: orders,
    exporter,
  } = useListTab(filters, query, {
    name: 'sales',
    columns: salesColumns,
    fetchPage: (p, perPage) => getSales({ ...params, page: p }, perPage),
  });
  const { can } = usePermissions();
  // The selection exists for the bulk bar's actions (bulk-bar.tsx): a role with none of them (an
  // agent) gets no checkboxes.
  const selectable = can('orders.edit') || can('shipping') || can('exports');
  const update = useUpdateSaleStatus();
  const updating = useMutationState({
    filters: { mutationKey: updateSaleStatusKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as UpdateSaleStatus,
  });
  const { search: listSearch } = useLocation();

  // The selection belongs to the list on screen: another search, filter or page starts it again.
  const listKey = JSON.stringify(params);
  const [selection, setSelection] = useState({ key: listKey, ids: new Set<number>() });
  const selectedIds = selection.key === listKey ? selection.ids : new Set<number>();
  const select = (ids: Iterable<number>) => setSelection({ key: listKey, ids: new Set(ids) });
  const selected = orders.filter((o) => selectedIds.has(o.id));
  const allSelected = orders.length > 0 && selected.length === orders.length;

  const [correcting, setCorrecting] = useState<{ order: AdminOrder; to: OrderStatus } | null>(null);

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
      <SalesFilters
        status={status}
        onStatus={filters.setStatus}
        counts={meta?.status_counts}
        range={range}
        onRange={(next) => filters.setParams(next)}
      />
      {selectable && <BulkBar selected={selected} onSelect={select} BatchDialog={BatchDialog} />}
      <ListState
        query={query}
        empty={orders.length === 0}
        noun="orders"
        emptyHint={
          filters.filtered || range.from || range.to
            ? 'Try adjusting your search or filters'
            : 'No orders have been placed yet'
        }
      >
        {selectable && (
          <label className="bo-select-all">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => select(allSelected ? [] : orders.map((o) => o.id))}
            />{' '}
            Select every order on this page
          </label>
        )}
        <DataTable
          className="bo-table bo-table--cards"
          caption={`Sales orders, page ${page}`}
          columns={[
            ...(selectable ? [<span className="visually-hidden">Select</span>] : []),
            'Order ID',
            'Items',
            'Customer',
            'Phone',
            'City',
            'Total',
            'Status',
            'Date',
          ]}
        >
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              listSearch={listSearch}
              selected={selectedIds.has(order.id)}
              onToggle={selectable ? () => select(toggled(selectedIds, order.id)) : undefined}
              pendingStatus={updating.find((v) => v?.id === order.id)?.status}
              canEdit={can('orders.edit')}
              onStatusChange={(next) => changeStatus(order, next)}
            />
          ))}
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
