import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductOffersInput } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCollection } from '../../../lib/query-persister';
import { PRODUCTS_COLLECTION } from './products';

/** A product's offers as the product page shows them (GET /api/products/:id). */
export const useProductOffers = (id: number) =>
  useQuery({
    queryKey: [PRODUCTS_COLLECTION, 'offers', id],
    queryFn: ({ signal }) => apiFetch<{ data: Product }>(`/api/products/${id}`, { signal }),
    select: (body) => body.data.offers ?? { tiers: [], addons: [] },
  });

/** PUT /api/products/:id/offers; every product query reloads after it (the shop's prices changed). */
export function useSaveProductOffers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductOffersInput) => apiFetch(`/api/products/${id}/offers`, { method: 'PUT', body }),
    onSuccess: () => invalidateCollection(queryClient, PRODUCTS_COLLECTION),
  });
}
