import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLAIM_MINUTES,
  QUEUE_REFRESH_MS,
  type CallOutcomeInput,
  type Claim,
  type ConvertLeadInput,
  type DeskLeadDetail,
  type DeskOrderDetail,
  type DeskQueueItem,
  type LeadCallInput,
  type EditOrderInput,
  type WriteResult,
} from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { NOT_PERSISTED, hasStaffToken } from '../../admin-shell';

export const confirmationKeys = {
  all: ['confirmation'] as const,
  queue: () => [...confirmationKeys.all, 'queue'] as const,
  order: (id: number) => [...confirmationKeys.all, 'order', id] as const,
  claim: (id: number) => [...confirmationKeys.all, 'claim', id] as const,
  lead: (id: number) => [...confirmationKeys.all, 'lead', id] as const,
  leadClaim: (id: number) => [...confirmationKeys.all, 'lead-claim', id] as const,
};

/**
 * The queue (orders and due leads), asked again every QUEUE_REFRESH_MS so that new ones show up
 * without a reload.
 */
export const useConfirmationQueue = () =>
  useQuery({
    queryKey: confirmationKeys.queue(),
    queryFn: ({ signal }) => apiFetch<{ data: DeskQueueItem[] }>('/api/confirmation/queue', { signal }),
    select: (body) => body.data,
    refetchInterval: QUEUE_REFRESH_MS,
    placeholderData: keepPreviousData,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

export const useDeskOrder = (id: number | null) =>
  useQuery({
    queryKey: confirmationKeys.order(id ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<{ data: DeskOrderDetail }>(`/api/confirmation/orders/${id}`, { signal }),
    select: (body) => body.data,
    // Asked again with the queue: a change made elsewhere shows on the open order (its banner).
    refetchInterval: QUEUE_REFRESH_MS,
    enabled: () => id != null && hasStaffToken(),
    meta: NOT_PERSISTED,
  });

/**
 * Holding the open order or lead: claimed when it opens and renewed before the claim runs out; the
 * error (409) carries the agent who holds it instead.
 */
function useHold(path: 'orders' | 'leads', queryKey: readonly unknown[], id: number | null) {
  return useQuery({
    queryKey,
    queryFn: () => apiFetch<{ data: Claim }>(`/api/confirmation/${path}/${id}/claim`, { method: 'POST' }),
    select: (body) => body.data,
    enabled: () => id != null && hasStaffToken(),
    retry: false,
    refetchInterval: (CLAIM_MINUTES * 60_000) / 2,
    gcTime: 0,
    meta: NOT_PERSISTED,
  });
}

const releaseHold = (path: 'orders' | 'leads', id: number) =>
  apiFetch(`/api/confirmation/${path}/${id}/claim`, { method: 'DELETE' }).catch(() => undefined);

export const useClaim = (id: number | null) => useHold('orders', confirmationKeys.claim(id ?? 0), id);

export const releaseClaim = (id: number) => releaseHold('orders', id);

/**
 * The desk's writes are sent at once or fail: never paused while offline and replayed later
 * (TanStack Query's default), since an outcome sent minutes after the call would surprise the agent.
 */
export const SENT_NOW = { networkMode: 'always' } as const;

export function useDeskWrite<I>(request: (input: I) => Promise<WriteResult<DeskOrderDetail>>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_NOW,
    mutationFn: request,
    onSuccess: (result) =>
      queryClient.setQueryData(confirmationKeys.order(result.data.id), { data: result.data }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: confirmationKeys.queue() }),
        queryClient.invalidateQueries({ queryKey: ['sales'] }),
      ]),
  });
}

export const useLogCall = () =>
  useDeskWrite(({ id, ...outcome }: CallOutcomeInput & { id: number }) =>
    apiFetch<WriteResult<DeskOrderDetail>>(`/api/confirmation/orders/${id}/calls`, {
      method: 'POST',
      body: outcome,
    }),
  );

export const useEditOrder = () =>
  useDeskWrite(({ id, edit }: { id: number; edit: EditOrderInput }) =>
    apiFetch<WriteResult<DeskOrderDetail>>(`/api/confirmation/orders/${id}`, { method: 'PATCH', body: edit }),
  );

export const useDeskLead = (id: number | null) =>
  useQuery({
    queryKey: confirmationKeys.lead(id ?? 0),
    queryFn: ({ signal }) => apiFetch<{ data: DeskLeadDetail }>(`/api/confirmation/leads/${id}`, { signal }),
    select: (body) => body.data,
    enabled: () => id != null && hasStaffToken(),
    meta: NOT_PERSISTED,
  });

export const useLeadClaim = (id: number | null) => useHold('leads', confirmationKeys.leadClaim(id ?? 0), id);

export const releaseLeadClaim = (id: number) => releaseHold('leads', id);

function useLeadWrite<I, R>(request: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_NOW,
    mutationFn: request,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: confirmationKeys.queue() }),
        queryClient.invalidateQueries({ queryKey: ['sales'] }),
      ]),
  });
}

export const useLeadCall = () =>
  useLeadWrite(({ id, ...call }: LeadCallInput & { id: number }) =>
    apiFetch<WriteResult<DeskLeadDetail>>(`/api/confirmation/leads/${id}/calls`, {
      method: 'POST',
      body: call,
    }),
  );

/** Takes back the agent's last outcome on an order or a lead (UNDO_SECONDS after it). */
export function useUndoOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SENT_NOW,
    mutationFn: ({ kind, id, eventId }: { kind: DeskQueueItem['kind']; id: number; eventId: number }) =>
      apiFetch<WriteResult<DeskOrderDetail | DeskLeadDetail>>(
        `/api/confirmation/${kind === 'order' ? 'orders' : 'leads'}/${id}/undo`,
        { method: 'POST', body: { event_id: eventId } },
      ),
    // The item opens again: as the server has it now, not as the outcome left it.
    onSuccess: (result, { kind, id }) =>
      queryClient.setQueryData(kind === 'order' ? confirmationKeys.order(id) : confirmationKeys.lead(id), {
        data: result.data,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: confirmationKeys.queue() }),
        queryClient.invalidateQueries({ queryKey: ['sales'] }),
      ]),
  });
}

export const useConvertLead = () =>
  useLeadWrite(({ id, input }: { id: number; input: ConvertLeadInput }) =>
    apiFetch<WriteResult<{ order_id: number }>>(`/api/confirmation/leads/${id}/convert`, {
      method: 'POST',
      body: input,
    }),
  );
