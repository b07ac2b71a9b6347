import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, Product, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCollection } from '../../../lib/query-persister';
import { listEndpoint } from '../../admin-shell';

/** Admin product list page size. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 12;

/**
 * The admin lists live under the storefront's `products` collection, so that one invalidation
 * after a write refreshes both the back office and every storefront product query (lists, home
 * rows, product pages, recommendations) and drops the stored `products_cache`.
 */
export const PRODUCTS_COLLECTION = 'products';

export interface AdminProductsParams {
  q: string;
  page: number;
}

const adminProductsList = listEndpoint<AdminProductsParams, Page<Product>>({
  path: '/api/products',
  root: [PRODUCTS_COLLECTION, 'admin'],
  pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
  personalData: false,
});

export const getAdminProducts = adminProductsList.get;
export const adminProductsQuery = adminProductsList.query;
export const productStatsQuery = adminProductsList.statsQuery;

export const useAdminProducts = (params: AdminProductsParams) => useQuery(adminProductsQuery(params));

/** After any product write: every product query, here and in the storefront, reloads. */
function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () => invalidateCollection(queryClient, PRODUCTS_COLLECTION);
}

export interface SaveProduct {
  /** Absent: a new product. */
  id?: number;
  body: FormData;
}

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, body }: SaveProduct) => {
      if (id != null) body.set('_method', 'PUT');
      return apiFetch<WriteResult<Product>>(id != null ? `/api/products/${id}` : '/api/products', {
        method: 'POST',
        body,
      });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ success: boolean; message: string }>(`/api/products/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
