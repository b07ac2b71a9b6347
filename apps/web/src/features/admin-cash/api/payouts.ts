import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  type CarrierStatement,
  type DataEnvelope,
  type PayoutReconciliation,
  type PayoutSummary,
  type RecordPayoutInput,
  type WriteResult,
} from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken, NOT_PERSISTED } from '../../admin-shell';
import { shippingKeys } from '../../admin-fulfilment';

// Payouts' key sits under the shipping keys: a carrier sync, which may report paid parcels,
// refreshes them with the rest of SHIPPING.
const payoutsKey = shippingKeys.payouts();

export const payoutsQuery = () =>
  queryOptions({
    queryKey: payoutsKey,
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<PayoutSummary[]>>('/api/shipping/payouts', { signal }).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/** Records a payout once per `key` (Idempotency-Key): a double click or a retry records one. */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: RecordPayoutInput; key: string }) =>
      apiFetch<WriteResult<PayoutReconciliation>>('/api/shipping/payouts', {
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: key },
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKey }),
  });
}

export function useVoidPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiFetch<WriteResult<PayoutReconciliation>>(`/api/shipping/payouts/${id}/void`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKey }),
  });
}

/** What a carrier's API reports it paid the shop for, outside any payout (docs/carriers.md, "Cash"). */
export const fetchCarrierStatement = (carrierId: number) =>
  apiFetch<DataEnvelope<CarrierStatement>>(`/api/shipping/carriers/${carrierId}/statement`).then(
    (r) => r.data,
  );
