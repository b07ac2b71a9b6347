/**
 * The desk's undo (docs/product.md "Confirmation desk"), on an order or a lead: what it takes back
 * must be the item's last event, logged by the same agent less than UNDO_SECONDS ago
 * (UNDO_GRACE_SECONDS more for the request on its way).
 */
import { UNDO_GRACE_SECONDS, UNDO_SECONDS } from '@vigor/shared';
import { AppError } from './errors.ts';

interface LoggedEvent {
  id: number;
  staff_user_id: number | null;
  created_at: Date;
}

/**
 * 409 unless `last` is the event `eventId` (and `undoable`, its kind one the desk may take
 * back; `what` names those in the refusal), logged by `staffId` within the undo's time.
 */
export function assertUndoable(
  last: LoggedEvent | null,
  undoable: boolean,
  eventId: number,
  staffId: number,
  now: Date,
  what: string,
): asserts last is LoggedEvent {
  if (!last || last.id !== eventId || !undoable) throw AppError.conflict(`Only ${what} can be undone.`);
  if (last.staff_user_id !== staffId) {
    throw AppError.conflict('Only the agent who logged this outcome can undo it.');
  }
  if (now.getTime() - last.created_at.getTime() > (UNDO_SECONDS + UNDO_GRACE_SECONDS) * 1000) {
    throw AppError.conflict(`An outcome can be undone for ${UNDO_SECONDS} seconds only.`);
  }
}
