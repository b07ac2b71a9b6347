import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdConnectionResult,
  AdPlatform,
  AdSendsReport,
  AdSettings,
  UpdateAdSettingsInput,
  WriteResult,
} from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken, NOT_PERSISTED } from '../../admin-shell';

export const adsKeys = {
  all: ['admin-ads'] as const,
  settings: () => [...adsKeys.all, 'settings'] as const,
  sends: () => [...adsKeys.all, 'sends'] as const,
};

export const useAdSettings = () =>
  useQuery({
    queryKey: adsKeys.settings(),
    queryFn: ({ signal }) => apiFetch<{ data: AdSettings }>('/api/admin/ads', { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export function useSaveAdSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAdSettingsInput) =>
      apiFetch<WriteResult<AdSettings>>('/api/admin/ads', { method: 'PUT', body: input }),
    onSuccess: (result) => queryClient.setQueryData(adsKeys.settings(), { data: result.data }),
  });
}

export const useAdSends = () =>
  useQuery({
    queryKey: adsKeys.sends(),
    queryFn: ({ signal }) => apiFetch<{ data: AdSendsReport }>('/api/admin/ads/sends', { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/** "Test connection": a test event to the platform; the answer says in French what happened. */
export function useTestAdConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: AdPlatform) =>
      apiFetch<{ data: AdConnectionResult }>('/api/admin/ads/test', { method: 'POST', body: { platform } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adsKeys.sends() }),
  });
}
