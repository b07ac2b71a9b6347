import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_SALES_PAGE_SIZE,
  type AdminOrder,
  type AdminOrdersPage,
  type OrderStatus,
  type WriteResult,
} from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCollection } from '../../../lib/query-persister';
import { NOT_PERSISTED } from './query-meta';
import { hasStaffToken } from '../lib/staff-session';

export interface SalesParams {
  q: string;
  status: OrderStatus | 'all';
  page: number;
}

export const salesKeys = {
  all: ['sales'] as const,
  list: (params: SalesParams) => [...salesKeys.all, 'list', params] as const,
  stats: () => [...salesKeys.all, 'stats'] as const,
};

export function getSales(
  params: SalesParams,
  perPage: number = ADMIN_SALES_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<AdminOrdersPage> {
  const search = new URLSearchParams({ page: String(params.page), per_page: String(perPage) });
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.status !== 'all') search.set('status', params.status);
  return apiFetch<AdminOrdersPage>(`/api/sales?${search}`, { signal });
}

export const salesQuery = (params: SalesParams) =>
  queryOptions({
    queryKey: salesKeys.list(params),
    queryFn: ({ signal }) => getSales(params, ADMIN_SALES_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/** One row is enough: the meta carries the number of orders and the revenue. */
export const salesStatsQuery = () =>
  queryOptions({
    queryKey: salesKeys.stats(),
    queryFn: ({ signal }) => getSales({ q: '', status: 'all', page: 1 }, 1, signal),
    select: (page) => page.meta,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const useSales = (params: SalesParams) => useQuery(salesQuery(params));

export const updateSaleStatusKey = ['sales', 'update-status'] as const;

export interface UpdateSaleStatus {
  id: number;
  status: OrderStatus;
}

export function useUpdateSaleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateSaleStatusKey,
    mutationFn: ({ id, status }: UpdateSaleStatus) =>
      apiFetch<WriteResult<AdminOrder>>(`/api/sales/${id}`, { method: 'PUT', body: { status } }),
    // Stock of the products changes too when an order is canceled or un-canceled.
    onSettled: () =>
      Promise.all([
        invalidateCollection(queryClient, salesKeys.all[0]),
        invalidateCollection(queryClient, 'products'),
      ]),
  });
}
