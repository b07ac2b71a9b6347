import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliverySettings } from '@vigor/shared';
import { apiFetch, unwrap } from '../../../lib/api-client';

export const deliveryKeys = {
  settings: () => ['delivery'] as const,
};

export const getDeliverySettings = async (signal?: AbortSignal): Promise<DeliverySettings> =>
  unwrap<DeliverySettings>(await apiFetch('/api/delivery', { signal }));

/** The shop's delivery cities, fees and threshold (server-rendered pages carry them). */
export const deliveryQuery = () =>
  queryOptions({
    queryKey: deliveryKeys.settings(),
    queryFn: ({ signal }) => getDeliverySettings(signal),
  });

export const useDeliverySettings = () => useQuery(deliveryQuery());
