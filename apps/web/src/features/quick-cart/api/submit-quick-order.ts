import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type OrderCreated, type QuickOrderInput } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from '../../cart';
import { quickCartKeys } from './create-quick-cart';

export interface QuickOrderVars {
  input: QuickOrderInput;
  idempotencyKey: string;
}

export const submitQuickOrder = ({ input, idempotencyKey }: QuickOrderVars) =>
  apiFetch<OrderCreated>('/api/quick-cart/submit-order', {
    method: 'POST',
    body: input,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export function useSubmitQuickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuickOrder,
    onSuccess: () => queryClient.setQueryData(quickCartKeys.all, []),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
