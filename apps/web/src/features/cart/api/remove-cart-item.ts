import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from './get-cart';

export const removeCartItem = (id: number) =>
  apiFetch<{ success: boolean; message: string }>(`/api/carts/${id}`, { method: 'DELETE' });

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
