import { queryOptions } from '@tanstack/react-query';
import type { CurrentStaff } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken } from '../lib/staff-session';
import { NOT_PERSISTED } from './query-meta';

/**
 * GET /api/admin/me: the logged-in user and what its role may do, read from the server's
 * permission table. Under the `utilisateurs` collection, so LOGOUT forgets it (use-logout.ts).
 */
export const currentStaffQuery = () =>
  queryOptions({
    queryKey: ['utilisateurs', 'me'] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: CurrentStaff }>('/api/admin/me', { signal }).then((body) => body.data),
    enabled: hasStaffToken,
    staleTime: 60_000,
    meta: NOT_PERSISTED,
  });
