import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, Product, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCollection } from '../../../lib/query-persister';
import { hasStaffToken } from '../lib/staff-session';

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

export const adminProductKeys = {
  all: [PRODUCTS_COLLECTION, 'admin'] as const,
  list: (params: AdminProductsParams) => [...adminProductKeys.all, 'list', params] as const,
  stats: () => [...adminProductKeys.all, 'stats'] as const,
};

export function getAdminProducts(
  params: AdminProductsParams,
  perPage: number = ADMIN_PRODUCTS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  const search = new URLSearchParams({ page: String(params.page), per_page: String(perPage) });
  if (params.q.trim()) search.set('q', params.q.trim());
  return apiFetch<Page<Product>>(`/api/products?${search}`, { signal });
}

export const adminProductsQuery = (params: AdminProductsParams) =>
  queryOptions({
    queryKey: adminProductKeys.list(params),
    queryFn: ({ signal }) => getAdminProducts(params, ADMIN_PRODUCTS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    enabled: hasStaffToken,
  });

export const productStatsQuery = () =>
  queryOptions({
    queryKey: adminProductKeys.stats(),
    queryFn: ({ signal }) => getAdminProducts({ q: '', page: 1 }, 1, signal),
    select: (page) => page.meta,
    enabled: hasStaffToken,
  });

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
