/**
 * The desk's undo (docs/product.md "Confirmation desk"): for UNDO_SECONDS after a call outcome the
 * agent who logged it may take it back. The order goes back through the order workflow (cause
 * `undo`, a correction recorded with the agent), as the call found it: its status, its
 * unanswered calls, due now.
 */
import type { DeskOrderDetail, UndoOutcomeInput } from '@vigor/shared';
import { CALL_OUTCOME_LABELS } from '@vigor/shared';
import { assertUndoable } from '../../lib/undo-window.ts';
import type { StaffIdentity } from '../../middleware/authenticate.ts';
import {
  lockOrder,
  orderReads,
  readOrderEvent,
  transitionOrder,
  withOrderTransaction,
} from '../orders/index.ts';
import { assertNotHeldByOther } from './claims.ts';
import { deskOrder } from './desk-orders.ts';

/**
 * Takes back the call outcome `input.event_id` of the order: 409 unless it is the order's last
 * event, a call outcome logged by this agent within the undo's time (lib/undo-window.ts), and no
 * other agent holds the order now.
 */
export async function undoCallOutcome(
  orderId: number,
  staff: Pick<StaffIdentity, 'id' | 'role'>,
  input: UndoOutcomeInput,
  now = new Date(),
): Promise<DeskOrderDetail> {
  await withOrderTransaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const last = await orderReads(tx).orderEvent.findFirst({
      where: { order_id: orderId },
      orderBy: { id: 'desc' },
      select: { id: true, staff_user_id: true, created_at: true, details: true },
    });
    const event = last && readOrderEvent(last);
    assertUndoable(
      last,
      event?.type === 'call',
      input.event_id,
      staff.id,
      now,
      'the last call outcome of this order',
    );
    // Refused above already: this tells TypeScript which event it is.
    if (event?.type !== 'call') return;
    await assertNotHeldByOther(tx, orderId, staff.id, now);
    await transitionOrder(
      {
        orderId,
        to: event.from,
        cause: 'undo',
        staff,
        details: {
          reason: `Undo: ${CALL_OUTCOME_LABELS[event.outcome]}`,
          undoes: last.id,
          attempt: event.attempt === undefined ? order.call_attempts : event.attempt - 1,
        },
      },
      tx,
    );
  });
  return deskOrder(orderId, now);
}
