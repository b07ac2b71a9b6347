import { useMutation } from '@tanstack/react-query';
import type { CreateMessageInput } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';

export const createMessage = (input: CreateMessageInput) =>
  apiFetch<{ success: boolean; message: string }>('/api/messages', { method: 'POST', body: input });

export const useCreateMessage = () => useMutation({ mutationFn: createMessage });
