import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type OrderCreated, type QuickOrderInput } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { trackAdEvent } from '../../ads';
import { cartKeys } from '../../cart';
import { quickCartKeys } from './create-quick-cart';

export interface QuickOrderVars {
  input: QuickOrderInput;
  idempotencyKey: string;
}

export const submitQuickOrder = ({ input, idempotencyKey }: QuickOrderVars) =>
  apiFetch<OrderCreated>('/api/quick-cart/submit-order', {
    method: 'POST',
    // The attempt's key is also the id of its Lead, for the pixels and the server alike.
    body: { ...input, event_id: idempotencyKey },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export function useSubmitQuickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuickOrder,
    onSuccess: (result, { idempotencyKey }) => {
      queryClient.setQueryData(quickCartKeys.all, []);
      trackAdEvent('Lead', { value: result.data.total_amount, currency: 'MAD' }, idempotencyKey);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
