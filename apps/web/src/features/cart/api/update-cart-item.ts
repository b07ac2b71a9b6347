import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItem, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from './get-cart';

export interface UpdateCartItemVars {
  id: number;
  quantity: number;
  size: string;
  price: number;
}

/** A quantity below 1 removes the line on the server. */
export async function updateCartItem({ id, ...body }: UpdateCartItemVars): Promise<CartItem | null> {
  const result = await apiFetch<WriteResult<CartItem | null>>(`/api/carts/${id}`, { method: 'PUT', body });
  return result.data;
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
