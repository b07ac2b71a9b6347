import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  type Message,
  type MessagesPage,
  type MessageStatus,
  type WriteResult,
} from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { NOT_PERSISTED } from './query-meta';
import { hasStaffToken } from '../lib/staff-session';

export interface MessagesParams {
  q: string;
  status: MessageStatus | 'all';
  page: number;
}

export const messageKeys = {
  all: ['messages'] as const,
  list: (params: MessagesParams) => [...messageKeys.all, 'list', params] as const,
  stats: () => [...messageKeys.all, 'stats'] as const,
};

export function getMessages(
  params: MessagesParams,
  perPage: number = ADMIN_MESSAGES_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const search = new URLSearchParams({ page: String(params.page), per_page: String(perPage) });
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.status !== 'all') search.set('status', params.status);
  return apiFetch<MessagesPage>(`/api/messages?${search}`, { signal });
}

export const messagesQuery = (params: MessagesParams) =>
  queryOptions({
    queryKey: messageKeys.list(params),
    queryFn: ({ signal }) => getMessages(params, ADMIN_MESSAGES_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const messagesStatsQuery = () =>
  queryOptions({
    queryKey: messageKeys.stats(),
    queryFn: ({ signal }) => getMessages({ q: '', status: 'all', page: 1 }, 1, signal),
    select: (page) => page.meta,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const useMessages = (params: MessagesParams) => useQuery(messagesQuery(params));

export const updateMessageStatusKey = ['messages', 'update-status'] as const;

export function useUpdateMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateMessageStatusKey,
    mutationFn: ({ id, status }: { id: number; status: MessageStatus }) =>
      apiFetch<WriteResult<Message>>(`/api/messages/${id}`, { method: 'PUT', body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ success: boolean; message: string }>(`/api/messages/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
