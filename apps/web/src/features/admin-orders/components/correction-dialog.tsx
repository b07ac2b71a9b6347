import { ORDER_STATUS_LABELS, type OrderStatus } from '@vigor/shared';
import { useId } from 'react';
import { ConfirmDialog } from '../../admin-shell';
import { useReason } from '../hooks/use-reason';
import { ReasonField } from './reason-field';

interface CorrectionDialogProps {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * The dropdown's confirmation step for a move off the workflow (a correction): it asks why, as
 * the server does (400 without a reason), and the order's history keeps the answer.
 */
export function CorrectionDialog({ orderId, from, to, onConfirm, onCancel }: CorrectionDialogProps) {
  const reason = useReason();
  const hintId = useId();
  return (
    <ConfirmDialog
      title={`Correct order #${orderId}: ${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}?`}
      confirmLabel="Correct the status"
      onConfirm={() => reason.confirm(onConfirm)}
      onCancel={onCancel}
    >
      <p id={hintId}>This move skips the order's workflow. Say why: the order's history keeps your reason.</p>
      <ReasonField field={reason} hintId={hintId} />
    </ConfirmDialog>
  );
}
