import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { NOT_PERSISTED, hasStaffToken } from '../../admin-shell';
import { carrierKeys } from './carriers';
import { shippingKeys } from './shipping';

/** Sendit's own routes (docs/carriers.md, "Sendit"): pickup cities, parcels' districts, pickups. */
export const pickupCitiesQuery = (carrierId: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...carrierKeys.all, 'pickup-cities', carrierId] as const,
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<{ id: string; name: string }[]>>(
        `/api/shipping/carriers/${carrierId}/sendit/pickup-cities`,
        { signal },
      ).then((r) => r.data),
    enabled: () => enabled && hasStaffToken(),
    meta: NOT_PERSISTED,
    retry: false,
  });

/** A shipping agent's district for a parcel: the parcels list changes. */
export function useChooseDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, district_code }: { orderId: number; district_code: string }) =>
      apiFetch<WriteResult<unknown>>(`/api/shipping/parcels/${orderId}/district`, {
        method: 'PUT',
        body: { district_code },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: carrierKeys.parcels() }),
  });
}

export function useRequestPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number) =>
      apiFetch<WriteResult<{ pickup_code: string; parcels: number }>>(
        `/api/shipping/batches/${batchId}/pickup`,
        {
          method: 'POST',
        },
      ).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingKeys.all }),
  });
}
