import { ORDER_STATUS_LABELS, type AdminOrder, type OrderStatus } from '@vigor/shared';
import { useId } from 'react';
import { ConfirmDialog } from '../../admin-shell';
import { useReason } from '../hooks/use-reason';
import { previewStatus } from '../lib/status-preview';
import { ReasonField } from './reason-field';

/** "#12 (Pending), #14 (Contacted)" */
const listed = (orders: AdminOrder[]) =>
  orders.map((o) => `#${o.id} (${ORDER_STATUS_LABELS[o.status]})`).join(', ');

interface BulkStatusDialogProps {
  orders: AdminOrder[];
  to: OrderStatus;
  busy: boolean;
  /** Why the last try was refused as a whole (nothing changed). */
  error: string | null;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}

/**
 * The confirmation of a bulk status change: what the move does to each selected order (a step of
 * the workflow, a correction that needs a reason, nothing), before anything is sent.
 */
export function BulkStatusDialog({ orders, to, busy, error, onConfirm, onCancel }: BulkStatusDialogProps) {
  const { moves, corrections, unchanged } = previewStatus(orders, to);
  const reason = useReason();
  const hintId = useId();
  const label = ORDER_STATUS_LABELS[to];
  const count = moves.length + corrections.length;
  return (
    <ConfirmDialog
      title={`Change ${orders.length} order${orders.length === 1 ? '' : 's'} to ${label}?`}
      confirmLabel={`Change ${count} order${count === 1 ? '' : 's'}`}
      busyLabel="Changing…"
      busy={busy}
      onConfirm={() => (corrections.length ? reason.confirm(onConfirm) : onConfirm(undefined))}
      onCancel={onCancel}
    >
      <ul className="bo-bulk-preview">
        {moves.length > 0 && <li>{`Become ${label}: ${listed(moves)}`}</li>}
        {corrections.length > 0 && (
          <li>{`Corrected to ${label}, off the workflow: ${listed(corrections)}`}</li>
        )}
        {unchanged.length > 0 && <li>{`Already ${label}, left as they are: ${listed(unchanged)}`}</li>}
      </ul>
      <p>Each order is checked again by the server; any it refuses is listed with the reason.</p>
      {corrections.length > 0 && (
        <>
          <p id={hintId}>
            These moves skip the orders' workflow. Say why: each order's history keeps your reason.
          </p>
          <ReasonField field={reason} hintId={hintId} />
        </>
      )}
      {error && <p role="alert">{error}</p>}
    </ConfirmDialog>
  );
}
