import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendations } from '@vigor/shared';
import { apiFetch, unwrap } from '../../../lib/api-client';
import { productKeys } from './get-products';

export const getRecommendations = async (id: number, signal?: AbortSignal): Promise<Recommendations> =>
  unwrap<Recommendations>(await apiFetch(`/api/products/${id}/recommendations`, { signal }));

export const recommendationsQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.recommendations(id),
    queryFn: ({ signal }) => getRecommendations(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useRecommendations = (id: number) => useQuery(recommendationsQuery(id));
