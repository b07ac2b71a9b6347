import { queryOptions } from '@tanstack/react-query';
import type { DataEnvelope, Report } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { NOT_PERSISTED, hasStaffToken } from '../../admin-shell';

export const reportQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['reports', from, to] as const,
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<Report>>(`/api/admin/reports?${new URLSearchParams({ from, to })}`, {
        signal,
      }).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });
