import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditPage } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken, NOT_PERSISTED } from '../../admin-shell';

/** The LOG tab's filters; empty strings mean none. */
export interface AuditFilters {
  user_id: number | null;
  action: string;
  entity: AuditEntity | '';
  from: string;
  to: string;
}

export function getAudit(filters: AuditFilters, page: number, perPage?: number, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page) });
  if (perPage) search.set('per_page', String(perPage));
  if (filters.user_id) search.set('user_id', String(filters.user_id));
  for (const key of ['action', 'entity', 'from', 'to'] as const) {
    if (filters[key]) search.set(key, filters[key]);
  }
  return apiFetch<AuditPage>(`/api/admin/audit?${search}`, { signal });
}

export const useAudit = (filters: AuditFilters, page: number) =>
  useQuery({
    queryKey: ['audit', filters, page] as const,
    queryFn: ({ signal }) => getAudit(filters, page, undefined, signal),
    placeholderData: keepPreviousData,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });
