import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lineTotal, type AddCartItemInput, type CartItem, type WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { trackAdEvent } from '../../ads';
import { ensureGuestSession } from '../../../lib/guest-session';
import { cartKeys } from './get-cart';

export type AddToCartInput = Omit<AddCartItemInput, 'print_placement'> & { price?: number };

export async function addToCart(input: AddToCartInput): Promise<CartItem> {
  await ensureGuestSession();
  const result = await apiFetch<WriteResult<CartItem>>('/api/carts', {
    method: 'POST',
    body: { ...input, print_placement: 'FRONT' },
  });
  return result.data;
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (item) =>
      trackAdEvent('AddToCart', {
        content_ids: [String(item.product_id)],
        content_type: 'product',
        value: lineTotal(item.price, item.quantity),
        currency: 'MAD',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
