import { useMutation } from '@tanstack/react-query';
import type { ClearPhoneCountInput, OrderCountClearing, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { SENT_NOW } from './confirmation';

/** Clears a phone's count of orders of the day (the server keeps a row of who, when and why). */
export const useClearPhoneCount = () =>
  useMutation({
    mutationFn: (input: ClearPhoneCountInput) =>
      apiFetch<WriteResult<OrderCountClearing>>('/api/admin/order-limits/clear-phone', {
        method: 'POST',
        body: input,
      }),
    ...SENT_NOW,
  });
