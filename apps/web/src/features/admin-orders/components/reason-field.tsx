import { CORRECTION_REASON_MAX } from '@vigor/shared';
import type { useReason } from '../hooks/use-reason';

/** The reason of a correction: the order's history keeps it. */
export function ReasonField({ field, hintId }: { field: ReturnType<typeof useReason>; hintId: string }) {
  return (
    <>
      <label>
        Reason
        <textarea
          value={field.reason}
          maxLength={CORRECTION_REASON_MAX}
          required
          aria-describedby={hintId}
          aria-invalid={field.missing || undefined}
          onChange={(event) => field.change(event.target.value)}
        />
      </label>
      {field.missing && <p role="alert">A reason is required for this correction</p>}
    </>
  );
}
