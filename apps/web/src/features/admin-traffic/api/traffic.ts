import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveUsersResponse, ResetAllResponse } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { NOT_PERSISTED, hasStaffToken } from '../../admin-shell';

/** The traffic dashboard polls this often. */
export const TRAFFIC_POLL_MS = 5000;

export const trafficKeys = {
  all: ['traffic'] as const,
  activeUsers: () => [...trafficKeys.all, 'active-users'] as const,
};

export const getActiveUsers = (signal?: AbortSignal) =>
  apiFetch<ActiveUsersResponse>('/api/traffic-dashboard/active-users', { signal });

/**
 * Polled every 5 s. TanStack Query does not start an interval fetch while one is still running
 * (it joins the running one), so a poll is skipped while a request is running.
 */
export const activeUsersQuery = () =>
  queryOptions({
    queryKey: trafficKeys.activeUsers(),
    queryFn: ({ signal }) => getActiveUsers(signal),
    refetchInterval: TRAFFIC_POLL_MS,
    staleTime: 0,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const useActiveUsers = () => useQuery(activeUsersQuery());

export function useResetAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ResetAllResponse>('/api/session/reset-all', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trafficKeys.all }),
  });
}
