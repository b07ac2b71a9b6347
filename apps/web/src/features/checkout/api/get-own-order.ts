import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderReceipt } from '@vigor/shared';
import { apiFetch, unwrap } from '../../../lib/api-client';

export const ownOrderKeys = {
  detail: (id: number) => ['own-order', id] as const,
};

/** An order this browser's guest session placed (the server answers 404 for any other). */
export const getOwnOrder = async (id: number, signal?: AbortSignal): Promise<OrderReceipt> =>
  unwrap<OrderReceipt>(await apiFetch(`/api/sales/mine/${id}`, { signal }));

export const ownOrderQuery = (id: number) =>
  queryOptions({
    queryKey: ownOrderKeys.detail(id),
    queryFn: ({ signal }) => getOwnOrder(id, signal),
    retry: false,
  });

export const useOwnOrder = (id: number) =>
  useQuery({ ...ownOrderQuery(id), enabled: Number.isInteger(id) && id > 0 });
