import { queryOptions } from '@tanstack/react-query';
import type { AgentFigures, CommissionStatement, DataEnvelope, Report } from '@vigor/shared';
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

/** Every agent's figures (`mine`: the caller's own row) over a range of shop days. */
export const agentFiguresQuery = (from: string, to: string, mine = false) =>
  queryOptions({
    queryKey: ['reports', mine ? 'mine' : 'agents', from, to] as const,
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<AgentFigures[]>>(
        `/api/admin/reports/${mine ? 'mine' : 'agents'}?${new URLSearchParams({ from, to })}`,
        { signal },
      ).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/** One agent's commission statement of a month (`agentId` null: the caller's own). */
export const commissionQuery = (agentId: number | null, month: string) =>
  queryOptions({
    queryKey: ['reports', 'commissions', agentId, month] as const,
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<CommissionStatement>>(
        `/api/admin/reports/${agentId == null ? 'mine' : `agents/${agentId}`}/commissions?month=${month}`,
        { signal },
      ).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });
