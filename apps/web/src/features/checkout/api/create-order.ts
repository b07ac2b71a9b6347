import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type CreateOrderInput, type OrderCreated } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { trackAdEvent } from '../../ads';
import { cartKeys } from '../../cart';

export interface CreateOrderVars {
  input: CreateOrderInput;
  idempotencyKey: string;
}

export const createOrder = ({ input, idempotencyKey }: CreateOrderVars) =>
  apiFetch<OrderCreated>('/api/sales', {
    method: 'POST',
    // The attempt's key is also the id of its Lead, for the pixels and the server alike.
    body: { ...input, event_id: idempotencyKey },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (result, { idempotencyKey }) =>
      trackAdEvent('Lead', { value: result.data.total_amount, currency: 'MAD' }, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
