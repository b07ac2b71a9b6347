import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskSettings, UpdateDeskSettingsInput, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken, NOT_PERSISTED } from '../../admin-shell';

/** The desk's settings (templates, attempts before WhatsApp, auto-cancel): SETTINGS edits them, the desk reads them. */
const deskSettingsKey = ['confirmation', 'settings'] as const;

export const useDeskSettings = () =>
  useQuery({
    queryKey: deskSettingsKey,
    queryFn: ({ signal }) => apiFetch<{ data: DeskSettings }>('/api/confirmation/settings', { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export function useSaveDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDeskSettingsInput) =>
      apiFetch<WriteResult<DeskSettings>>('/api/confirmation/settings', { method: 'PUT', body: input }),
    onSuccess: (result) => queryClient.setQueryData(deskSettingsKey, { data: result.data }),
  });
}
