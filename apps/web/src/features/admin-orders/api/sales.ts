import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_SALES_PAGE_SIZE,
  type AdminOrder,
  type AdminOrdersPage,
  type OrderStatus,
  type WriteResult,
} from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCollection } from '../../../lib/query-persister';
import { listEndpoint } from '../../admin-shell';

export interface SalesParams {
  q: string;
  status: OrderStatus | 'all';
  page: number;
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
        invalidateCollection(queryClient, SALES_COLLECTION),
        invalidateCollection(queryClient, 'products'),
      ]),
  });
}
