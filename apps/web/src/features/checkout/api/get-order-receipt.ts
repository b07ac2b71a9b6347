import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicOrder } from '@vigor/shared';
import { apiFetch, unwrap } from '../../../lib/api-client';

export const orderReceiptKeys = {
  detail: (reference: string) => ['order-receipt', reference] as const,
};

/** The order with this reference, for whoever holds the link (the server answers 404 for any other), with its parcel once shipped. */
export const getOrderReceipt = async (reference: string, signal?: AbortSignal): Promise<PublicOrder> =>
  unwrap<PublicOrder>(await apiFetch(`/api/sales/receipt/${encodeURIComponent(reference)}`, { signal }));

export const orderReceiptQuery = (reference: string) =>
  queryOptions({
    queryKey: orderReceiptKeys.detail(reference),
    queryFn: ({ signal }) => getOrderReceipt(reference, signal),
    retry: false,
  });

export const useOrderReceipt = (reference: string) =>
  useQuery({ ...orderReceiptQuery(reference), enabled: reference !== '' });
