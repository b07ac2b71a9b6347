import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxStatus, UpdateOutboxSettingsInput, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken, NOT_PERSISTED } from '../../admin-shell';

/** The order outbox: subscribers' backlog, set-aside deliveries and when an event is set aside. */
const outboxKey = ['admin', 'outbox'] as const;

export const useOutboxStatus = () =>
  useQuery({
    queryKey: outboxKey,
    queryFn: ({ signal }) => apiFetch<{ data: OutboxStatus }>('/api/admin/outbox', { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/** Both writes answer with the outbox's new status. */
function useOutboxWrite<Input>(request: (input: Input) => Promise<WriteResult<OutboxStatus>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => queryClient.setQueryData(outboxKey, { data: result.data }),
  });
}

export const useSaveOutboxSettings = () =>
  useOutboxWrite((input: UpdateOutboxSettingsInput) =>
    apiFetch<WriteResult<OutboxStatus>>('/api/admin/outbox/settings', { method: 'PUT', body: input }),
  );

export const useTryAgain = () =>
  useOutboxWrite(({ subscriber, eventId }: { subscriber: string; eventId: number }) =>
    apiFetch<WriteResult<OutboxStatus>>(
      `/api/admin/outbox/set-aside/${encodeURIComponent(subscriber)}/${eventId}/try-again`,
      { method: 'POST' },
    ),
  );
