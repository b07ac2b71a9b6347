import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartItem } from '@vigor/shared';
import { apiFetch, unwrap } from '../../../lib/api-client';
import { ensureGuestSession } from '../../../lib/guest-session';

export const cartKeys = { all: ['carts'] as const };

export async function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  await ensureGuestSession();
  return unwrap<CartItem[]>(await apiFetch('/api/carts', { signal }));
}

export const cartQuery = () =>
  queryOptions({ queryKey: cartKeys.all, queryFn: ({ signal }) => getCart(signal), staleTime: 0 });

export const useCart = () => useQuery(cartQuery());

/** Units in the cart, for the header badge. */
export const useCartCount = () =>
  useQuery({ ...cartQuery(), select: (items) => items.reduce((sum, item) => sum + item.quantity, 0) });
