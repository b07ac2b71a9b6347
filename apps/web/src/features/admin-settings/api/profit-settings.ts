import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfitSettings, ProfitSettingsInput, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken, NOT_PERSISTED } from '../../admin-shell';

const profitSettingsKey = ['admin-profit-settings'] as const;

export const useProfitSettings = () =>
  useQuery({
    queryKey: profitSettingsKey,
    queryFn: ({ signal }) => apiFetch<{ data: ProfitSettings }>('/api/admin/profit-settings', { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export function useSaveProfitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfitSettingsInput) =>
      apiFetch<WriteResult<ProfitSettings>>('/api/admin/profit-settings', { method: 'PUT', body: input }),
    onSuccess: (result) => {
      queryClient.setQueryData(profitSettingsKey, { data: result.data });
      // Every profit figure depends on these costs.
      return queryClient.invalidateQueries({ queryKey: ['profit'] });
    },
  });
}
