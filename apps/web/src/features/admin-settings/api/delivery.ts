import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliverySettings, UpdateDeliverySettingsInput, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { deliveryKeys } from '../../delivery';

/** Saves the delivery zones and threshold; every page's fee then reads the saved settings. */
export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDeliverySettingsInput) =>
      apiFetch<WriteResult<DeliverySettings>>('/api/admin/delivery', { method: 'PUT', body: input }),
    onSuccess: (result) => queryClient.setQueryData(deliveryKeys.settings(), result.data),
  });
}
