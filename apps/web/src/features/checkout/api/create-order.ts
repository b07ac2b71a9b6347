import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type CreateOrderInput, type OrderCreated } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from '../../cart';

export interface CreateOrderVars {
  input: CreateOrderInput;
  idempotencyKey: string;
}

export const createOrder = ({ input, idempotencyKey }: CreateOrderVars) =>
  apiFetch<OrderCreated>('/api/sales', {
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
