import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@vigor/shared';
import { apiFetch, unwrap } from '../../../lib/api-client';
import { productKeys } from './get-products';

export const getProduct = async (id: number, signal?: AbortSignal): Promise<Product> =>
  unwrap<Product>(await apiFetch(`/api/products/${id}`, { signal }));

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useProduct = (id: number) => useQuery(productQuery(id));
