import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateWhatsappSettingsInput, WhatsappSettings, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken, NOT_PERSISTED } from '../../admin-shell';

export const whatsappKeys = { settings: () => ['admin-whatsapp', 'settings'] as const };

export const useWhatsappSettings = () =>
  useQuery({
    queryKey: whatsappKeys.settings(),
    queryFn: ({ signal }) => apiFetch<{ data: WhatsappSettings }>('/api/admin/whatsapp', { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export function useSaveWhatsappSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWhatsappSettingsInput) =>
      apiFetch<WriteResult<WhatsappSettings>>('/api/admin/whatsapp', { method: 'PUT', body: input }),
    onSuccess: (result) => queryClient.setQueryData(whatsappKeys.settings(), { data: result.data }),
  });
}
