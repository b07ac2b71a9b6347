import { CORRECTION_REASON_MAX, ORDER_STATUS_LABELS, type OrderStatus } from '@vigor/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../admin-shell';

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
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const hintId = useId();
  const confirm = () => {
    const trimmed = reason.trim();
    if (trimmed) onConfirm(trimmed);
    else setMissing(true);
  };
  return (
    <ConfirmDialog
      title={`Correct order #${orderId}: ${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}?`}
      confirmLabel="Correct the status"
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p id={hintId}>This move skips the order's workflow. Say why: the order's history keeps your reason.</p>
      <label>
        Reason
        <textarea
          value={reason}
          maxLength={CORRECTION_REASON_MAX}
          required
          aria-describedby={hintId}
          aria-invalid={missing || undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
      </label>
      {missing && <p role="alert">A reason is required for this correction</p>}
    </ConfirmDialog>
  );
}
