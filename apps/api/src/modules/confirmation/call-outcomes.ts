/**
 * A call outcome: one transaction that checks the claim and moves the order under the transition
 * table (the orders module's transitionOrder), which writes the call-log entry (an order event of
 * type `call`) with the agent.
 */
import type { CallOutcomeInput, DeskOrderDetail } from '@vigor/shared';
import { OUTCOME_STATUS } from '@vigor/shared';
import type { StaffIdentity } from '../../middleware/authenticate.ts';
import { transitionOrder, withOrderTransaction } from '../orders/index.ts';
import { assertNotHeldByOther } from './claims.ts';
import { deskOrder } from './desk-orders.ts';

export async function recordCallOutcome(
  orderId: number,
  staff: Pick<StaffIdentity, 'id' | 'role'>,
  input: CallOutcomeInput,
  now = new Date(),
): Promise<DeskOrderDetail> {
  await withOrderTransaction(async (tx) => {
    await assertNotHeldByOther(tx, orderId, staff.id, now, true);
    const { outcome, note } = input;
    // No answer plans the next attempt: the order leaves the queue until then (like a callback).
    const retry =
      outcome === 'no_answer'
        ? await tx.shopSettings.findUniqueOrThrow({ where: { id: 1 }, select: { retry_after_hours: true } })
        : null;
    await transitionOrder(
      {
        orderId,
        to: OUTCOME_STATUS[outcome],
        cause: 'desk',
        staff,
        details: {
          outcome,
          ...(outcome === 'canceled' && { reason: input.reason }),
          ...(note && { note }),
          ...(outcome === 'call_back' && { callback_at: new Date(input.callback_at).toISOString() }),
          ...(retry && {
            next_attempt_at: new Date(now.getTime() + retry.retry_after_hours * 3_600_000).toISOString(),
          }),
        },
      },
      tx,
    );
  });
  return deskOrder(orderId, now);
}
