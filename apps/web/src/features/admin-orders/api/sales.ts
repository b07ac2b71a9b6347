import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_SALES_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrdersPage,
  type BulkStatusInput,
  type DataEnvelope,
  type OrderMoveResult,
  type OrderStatus,
  type WriteResult,
} from '@vigor/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCollection } from '../../../lib/query-persister';
import { NOT_PERSISTED, hasStaffToken, listEndpoint } from '../../admin-shell';

/** Shop days (YYYY-MM-DD) the orders were placed in, both included; '' for no bound. */
export type DateRange = { from: string; to: string };

export interface SalesParams {
  q: string;
  status: OrderStatus | 'all';
  page: number;
  filters?: DateRange;
}

const SALES_COLLECTION = 'sales';

const salesList = listEndpoint<SalesParams, AdminOrdersPage>({
  path: '/api/sales',
  root: [SALES_COLLECTION],
  pageSize: ADMIN_SALES_PAGE_SIZE,
  personalData: true,
});

export const salesKeys = salesList.keys;
export const getSales = salesList.get;
export const salesQuery = salesList.query;
export const salesStatsQuery = salesList.statsQuery;

export const useSales = (params: SalesParams) => useQuery(salesQuery(params));

/** One order with its history (GET /api/sales/:id); a status change refreshes it with the list. */
export const useSaleDetail = (id: number) =>
  useQuery({
    queryKey: [SALES_COLLECTION, 'detail', id],
    queryFn: ({ signal }) => apiFetch<{ data: AdminOrderDetail }>(`/api/sales/${id}`, { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const updateSaleStatusKey = ['sales', 'update-status'] as const;

export interface UpdateSaleStatus {
  id: number;
  status: OrderStatus;
  /** Why: required for a correction (transitionVerdict in packages/shared). */
  reason?: string;
}

// Stock of the products changes too when an order is canceled or un-canceled.
const refreshOrders = (queryClient: QueryClient) =>
  Promise.all([
    invalidateCollection(queryClient, SALES_COLLECTION),
    invalidateCollection(queryClient, 'products'),
  ]);

export function useUpdateSaleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateSaleStatusKey,
    mutationFn: ({ id, ...body }: UpdateSaleStatus) =>
      apiFetch<WriteResult<AdminOrder>>(`/api/sales/${id}`, { method: 'PUT', body }),
    onSettled: () => refreshOrders(queryClient),
  });
}

/** The dropdown's move for many orders at once: one result per order (POST /api/sales/bulk/status). */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkStatusInput) =>
      apiFetch<DataEnvelope<OrderMoveResult[]>>('/api/sales/bulk/status', { method: 'POST', body }).then(
        (answer) => answer.data,
      ),
    onSettled: () => refreshOrders(queryClient),
  });
}
