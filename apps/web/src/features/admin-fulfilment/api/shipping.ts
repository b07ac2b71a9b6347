import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Carrier,
  CarrierWithFees,
  UpdateCarrierInput,
  DataEnvelope,
  DeliveryOutcome,
  OutcomeResult,
  ParcelFailure,
  ShipmentBatch,
  ShipmentBatchSummary,
  WriteResult,
} from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { NOT_PERSISTED, hasStaffToken } from '../../admin-shell';
import { getSales, salesKeys } from '../../admin-orders';

/** The most confirmed orders the ship panel lists at once (one API page). */
export const SHIPPABLE_PAGE = 100;

export const shippingKeys = {
  all: ['shipping'] as const,
  carriers: () => [...shippingKeys.all, 'carriers'] as const,
  /** How each carrier is reached, its cities and parcels (api/carriers.ts). */
  integrations: () => [...shippingKeys.all, 'integrations'] as const,
  batches: () => [...shippingKeys.all, 'batches'] as const,
  batch: (id: number) => [...shippingKeys.all, 'batch', id] as const,
  payouts: () => [...shippingKeys.all, 'payouts'] as const,
};

export const carriersQuery = () =>
  queryOptions({
    queryKey: shippingKeys.carriers(),
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<CarrierWithFees[]>>('/api/shipping/carriers', { signal }).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const batchesQuery = () =>
  queryOptions({
    queryKey: shippingKeys.batches(),
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<ShipmentBatchSummary[]>>('/api/shipping/batches', { signal }).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const batchQuery = (id: number) =>
  queryOptions({
    queryKey: shippingKeys.batch(id),
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<ShipmentBatch>>(`/api/shipping/batches/${id}`, { signal }).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/** Confirmed orders, oldest first: the parcels waiting to be handed to a carrier. */
export const useShippableOrders = () =>
  useQuery({
    queryKey: salesKeys.list({ q: '', status: 'confirmed', page: 1 }),
    queryFn: ({ signal }) => getSales({ q: '', status: 'confirmed', page: 1 }, SHIPPABLE_PAGE, signal),
    select: (page) => [...page.data].reverse(),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/** Shipping and outcomes change orders and (returns) stock: refresh everything that shows them. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: salesKeys.all }),
      queryClient.invalidateQueries({ queryKey: shippingKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ]);
}

export function useShipBatch() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: {
      carrier_id: number;
      orders: { id: number; tracking_number?: string; open_before_paying?: boolean }[];
    }) =>
      apiFetch<WriteResult<ShipmentBatch> & { failed: ParcelFailure[] }>('/api/shipping/batches', {
        method: 'POST',
        body: input,
      }),
    onSettled: refresh,
  });
}

export function useMarkOutcomes() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (input: { outcome: DeliveryOutcome; order_ids: number[] }) =>
      apiFetch<DataEnvelope<OutcomeResult[]>>('/api/shipping/outcomes', { method: 'POST', body: input }),
    onSettled: refresh,
  });
}

export function useSaveCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number } & Partial<UpdateCarrierInput>) => {
      const { id, ...body } = input;
      return id
        ? apiFetch<WriteResult<Carrier>>(`/api/shipping/carriers/${id}`, { method: 'PUT', body })
        : apiFetch<WriteResult<Carrier>>('/api/shipping/carriers', { method: 'POST', body });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shippingKeys.carriers() }),
        queryClient.invalidateQueries({ queryKey: shippingKeys.integrations() }),
      ]),
  });
}
