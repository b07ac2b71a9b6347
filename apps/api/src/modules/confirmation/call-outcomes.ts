/**
 * A call outcome: one transaction that checks the claim, moves the order's status under the stock
 * rule and writes the call-log entry (an order event of kind `call`) with the agent. No answer
 * plans the next attempt (`callback_at`, the desk setting's hours later).
 */
import type { CallOutcomeInput, DeskOrderDetail } from '@vigor/shared';
import { OUTCOME_STATUS, awaitsConfirmation } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import { lockOrder, moveOrder } from '../orders/orders-admin.service.ts';
import { ORDER_TRANSACTION } from '../orders/orders.service.ts';
import { invalidateCatalog } from '../../lib/catalog-cache.ts';
import { assertNotHeldByOther } from './claims.ts';
import { deskOrder } from './desk-orders.ts';

export async function recordCallOutcome(
  orderId: number,
  staffId: number,
  input: CallOutcomeInput,
  now = new Date(),
): Promise<DeskOrderDetail> {
  await prisma.$transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    if (!awaitsConfirmation(current)) {
      throw AppError.conflict(`This order is already ${current}: there is no call to log.`);
    }
    await assertNotHeldByOther(tx, orderId, staffId, now, true);
    const { call_attempts } = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { call_attempts: true },
    });
    const details: Record<string, unknown> = { outcome: input.outcome };
    if (input.note) details.note = input.note;
    const data: { call_attempts?: number; callback_at?: Date | null; cancel_reason?: string } = {
      callback_at: null,
    };
    if (input.outcome === 'no_answer') {
      // The next attempt is planned: the order leaves the queue until then (like a callback).
      const { retry_after_hours } = await tx.shopSettings.findUniqueOrThrow({
        where: { id: 1 },
        select: { retry_after_hours: true },
      });
      data.call_attempts = call_attempts + 1;
      data.callback_at = new Date(now.getTime() + retry_after_hours * 3_600_000);
      details.attempt = data.call_attempts;
      details.next_attempt_at = data.callback_at.toISOString();
    }
    if (input.outcome === 'call_back') {
      data.callback_at = new Date(input.callback_at);
      details.callback_at = data.callback_at.toISOString();
    }
    if (input.outcome === 'canceled') data.cancel_reason = details.reason = input.reason;
    if (input.outcome === 'wrong_number') data.cancel_reason = 'wrong_number';
    await tx.order.update({ where: { id: orderId }, data });
    await moveOrder(tx, orderId, current, OUTCOME_STATUS[input.outcome], { staffId, kind: 'call', details });
  }, ORDER_TRANSACTION);
  // A canceled order frees its units.
  invalidateCatalog();
  return deskOrder(orderId, now);
}
