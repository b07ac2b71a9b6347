import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Product, ProductSort, ProductType } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';

export interface ProductListParams {
  type?: ProductType;
  sort: ProductSort;
  page: number;
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  home: () => [...productKeys.all, 'home'] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  recommendations: (id: number) => [...productKeys.all, 'recommendations', id] as const,
};

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<Page<Product>> {
  const search = new URLSearchParams({ sort: params.sort, page: String(params.page) });
  if (params.type) search.set('type', params.type);
  return apiFetch<Page<Product>>(`/api/products?${search}`, { signal });
}

export const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (params: ProductListParams) => useQuery(productsQuery(params));
