import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddQuickCartItemInput, QuickCartItem, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { ensureGuestSession } from '../../../lib/guest-session';

export const quickCartKeys = { all: ['quickCart'] as const };

/** Replaces the guest's quick cart with this one line. */
export async function createQuickCart(
  input: AddQuickCartItemInput & { price?: number },
): Promise<QuickCartItem> {
  await ensureGuestSession();
  const result = await apiFetch<WriteResult<QuickCartItem>>('/api/quick-cart', {
    method: 'POST',
    body: input,
  });
  return result.data;
}

export function useCreateQuickCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuickCart,
    onSuccess: (item) => queryClient.setQueryData(quickCartKeys.all, [item]),
  });
}
