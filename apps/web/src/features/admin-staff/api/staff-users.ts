import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffUserInput, StaffUser, UpdateStaffUserInput, WriteResult } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken, NOT_PERSISTED } from '../../admin-shell';

/** Under the `utilisateurs` collection, which LOGOUT forgets. */
const staffKeys = { all: ['utilisateurs'] as const, list: () => ['utilisateurs', 'list'] as const };

export const useStaffUsers = () =>
  useQuery({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => apiFetch<{ data: StaffUser[] }>('/api/utilisateurs', { signal }),
    select: (body) => body.data,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

function useStaffMutation<Input>(call: (input: Input) => Promise<WriteResult<StaffUser>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useCreateStaffUser = () =>
  useStaffMutation((input: CreateStaffUserInput) =>
    apiFetch<WriteResult<StaffUser>>('/api/utilisateurs', { method: 'POST', body: input }),
  );

export const useUpdateStaffUser = () =>
  useStaffMutation(({ id, ...input }: UpdateStaffUserInput & { id: number }) =>
    apiFetch<WriteResult<StaffUser>>(`/api/utilisateurs/${id}`, { method: 'PUT', body: input }),
  );
