import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  type Message,
  type MessagesPage,
  type MessageStatus,
  type WriteResult,
} from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { listEndpoint } from '../../admin-shell';

export interface MessagesParams {
  q: string;
  status: MessageStatus | 'all';
  page: number;
}

const messagesList = listEndpoint<MessagesParams, MessagesPage>({
  path: '/api/messages',
  root: ['messages'],
  pageSize: ADMIN_MESSAGES_PAGE_SIZE,
  personalData: true,
});

export const messageKeys = messagesList.keys;
export const getMessages = messagesList.get;
export const messagesQuery = messagesList.query;
export const messagesStatsQuery = messagesList.statsQuery;

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
