import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@vigor/shared';
import { ApiError, apiFetch, unwrap } from '../../../lib/api-client';
import { productKeys } from './get-products';

export const getProduct = async (id: number, signal?: AbortSignal): Promise<Product> =>
  unwrap<Product>(await apiFetch(`/api/products/${id}`, { signal }));

/** Id 0 stands for a path that names no product (recordIdOf): missing, known without asking. */
export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) =>
      id > 0 ? getProduct(id, signal) : Promise.reject(new ApiError(404, 'Product not found')),
    enabled: id > 0,
  });

/**
 * A product the API already said does not exist is not asked for again when its page mounts:
 * the server-rendered "Product Not Found" page (HTTP 404) hydrates as it is.
 */
export function useProduct(id: number) {
  const known = useQueryClient().getQueryState(productKeys.detail(id))?.error;
  const missing = known instanceof ApiError && known.status === 404;
  return useQuery({ ...productQuery(id), retryOnMount: !missing });
}
