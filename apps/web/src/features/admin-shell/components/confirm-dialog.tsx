import { useId, type ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button shows this while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before a write: add, update and delete. Escape cancels. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={() => !busy && onCancel()} className="bo-confirm">
      <h2 id={titleId} className="bo-dialog__title">
        {title}
      </h2>
      {children}
      <div className="bo-dialog__actions">
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className="button" onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

interface DeleteDialogProps {
  title: string;
  /** What useConfirmedDelete returns. */
  deletion: { busy: boolean; confirm: () => void; cancel: () => void };
  children: ReactNode;
}

/** "Delete this …?" with "Yes, delete". */
export function DeleteDialog({ title, deletion, children }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Yes, delete"
      busyLabel="Deleting…"
      busy={deletion.busy}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    >
      {children}
    </ConfirmDialog>
  );
}
