import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdReportingPlatform,
  AdSpendStored,
  DataEnvelope,
  ProfitGrouping,
  ProfitReport,
  WriteResult,
} from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { NOT_PERSISTED, hasStaffToken } from '../../admin-shell';

const profitKeys = { all: ['profit'] as const };

export const profitQuery = (from: string, to: string, by: ProfitGrouping) =>
  queryOptions({
    queryKey: [...profitKeys.all, from, to, by] as const,
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<ProfitReport>>(
        `/api/admin/reports/profit?${new URLSearchParams({ from, to, by })}`,
        {
          signal,
        },
      ).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/** A spend sheet (.xlsx or .csv) sent as multipart `file`; the report is read again after. */
export function useUploadSpend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('file', file);
      return apiFetch<WriteResult<AdSpendStored>>('/api/admin/ad-spend', { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profitKeys.all }),
  });
}

export function useImportSpend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { platform: AdReportingPlatform; from: string; to: string }) =>
      apiFetch<WriteResult<AdSpendStored & { set_aside: number }>>('/api/admin/ad-spend/import', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profitKeys.all }),
  });
}
