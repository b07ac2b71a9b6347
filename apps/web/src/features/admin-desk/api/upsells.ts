import { useQuery } from '@tanstack/react-query';
import type { DeskOrderDetail, UpsellInput, UpsellOption, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { NOT_PERSISTED, hasStaffToken } from '../../admin-shell';
import { confirmationKeys, useDeskWrite } from './confirmation';

/**
 * The offers the open order could take (docs/product.md, "Offers"), asked again whenever its
 * goods total changes (an edit, an upsell), so that each option's totals are those of now.
 */
export const useUpsellOptions = (order: { id: number; total_amount: number }) =>
  useQuery({
    queryKey: [...confirmationKeys.order(order.id), 'upsells', order.total_amount],
    queryFn: ({ signal }) =>
      apiFetch<{ data: UpsellOption[] }>(`/api/confirmation/orders/${order.id}/upsells`, { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const useUpsell = () =>
  useDeskWrite(({ id, ...input }: UpsellInput & { id: number }) =>
    apiFetch<WriteResult<DeskOrderDetail>>(`/api/confirmation/orders/${id}/upsell`, {
      method: 'POST',
      body: input,
    }),
  );
