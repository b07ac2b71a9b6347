import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';

interface ConfirmedDeleteOptions<T> {
  remove: { mutate: (id: number, callbacks: DeleteCallbacks) => void; isPending: boolean };
  banner: { clear: () => void; report: (message: string) => void };
  onDeleted: (target: T) => void;
  /** The banner's text when the delete fails, given the error's message. */
  failureText: (target: T, error: string) => string;
}

interface DeleteCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
}

/** Delete after "Are you sure?": the row asked about, then the delete; a failure goes to the tab's banner. */
export function useConfirmedDelete<T extends { id: number }>({
  remove,
  banner,
  onDeleted,
  failureText,
}: ConfirmedDeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () => {
    if (!target) return;
    banner.clear();
    remove.mutate(target.id, {
      onSuccess: () => onDeleted(target),
      onError: (error) => banner.report(failureText(target, messageOf(error))),
      onSettled: () => setTarget(null),
    });
  };
  return { target, ask: setTarget, confirm, cancel: () => setTarget(null), busy: remove.isPending };
}
