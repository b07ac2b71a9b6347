import { queryOptions } from '@tanstack/react-query';
import type { AdPixels } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';

export const adKeys = { pixels: ['ad-pixels'] as const };

export const adPixelsQuery = () =>
  queryOptions({
    queryKey: adKeys.pixels,
    queryFn: async () => (await apiFetch<{ data: AdPixels }>('/api/ads/pixels')).data,
    // Loaded once a visit: pixels do not come and go while a shopper browses.
    staleTime: Infinity,
  });
