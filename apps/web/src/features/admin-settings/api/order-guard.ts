import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlockInput,
  BlocklistEntry,
  OrderLimits,
  UpdateOrderLimitsInput,
  WriteResult,
} from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { NOT_PERSISTED, hasStaffToken } from '../../admin-shell';

export const orderGuardKeys = {
  limits: () => ['order-limits'] as const,
  blocklist: () => ['blocklist'] as const,
};

export const useOrderLimits = () =>
  useQuery({
    queryKey: orderGuardKeys.limits(),
    queryFn: ({ signal }) => apiFetch<{ data: OrderLimits }>('/api/admin/order-limits', { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export function useSaveOrderLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrderLimitsInput) =>
      apiFetch<WriteResult<OrderLimits>>('/api/admin/order-limits', { method: 'PUT', body: input }),
    onSuccess: (result) => queryClient.setQueryData(orderGuardKeys.limits(), { data: result.data }),
  });
}

export const useBlocklist = () =>
  useQuery({
    queryKey: orderGuardKeys.blocklist(),
    queryFn: ({ signal }) => apiFetch<{ data: BlocklistEntry[] }>('/api/admin/blocklist', { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/** Blocks a phone or an address (from SETTINGS, or from an order on the desk in one action). */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockInput) =>
      apiFetch<WriteResult<BlocklistEntry>>('/api/admin/blocklist', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderGuardKeys.blocklist() }),
  });
}

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/admin/blocklist/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderGuardKeys.blocklist() }),
  });
}
