/**
 * Orders nobody could confirm release their stock: an order still pending or contacted
 * `hours` after it was placed (and whose agreed callback, if any, has passed) is canceled with
 * the reason "no answer". Runs as a scheduled task (scheduled-tasks.ts), once across processes;
 * each order is re-checked under its row lock, so a second run or a concurrent call outcome
 * never cancels or frees an order twice.
 */
import { AWAITING_CONFIRMATION, awaitsConfirmation } from '@vigor/shared';
import { logger } from '../../lib/logger.ts';
import { lockOrder, orderReads, transitionOrder, withOrderTransaction } from '../orders/index.ts';

const BATCH = 100;

/** Cancels the orders unanswered for `hours` at `now`; answers their ids. */
export async function cancelUnansweredOrders(hours: number, now = new Date()): Promise<number[]> {
  const before = new Date(now.getTime() - hours * 3_600_000);
  const due = await orderReads().order.findMany({
    where: {
      status: { in: [...AWAITING_CONFIRMATION] },
      created_at: { lt: before },
      OR: [{ callback_at: null }, { callback_at: { lte: now } }],
    },
    select: { id: true },
    orderBy: { created_at: 'asc' },
    take: BATCH,
  });
  const canceled: number[] = [];
  for (const { id } of due) {
    const done = await withOrderTransaction(async (tx) => {
      const { status } = await lockOrder(tx, id);
      // Read after the lock: a call logged meanwhile may have confirmed it or set a callback.
      const { callback_at } = await orderReads(tx).order.findUniqueOrThrow({
        where: { id },
        select: { callback_at: true },
      });
      if (!awaitsConfirmation(status) || (callback_at && callback_at > now)) return false;
      await transitionOrder(
        {
          orderId: id,
          to: 'canceled',
          cause: 'auto_cancel',
          details: { reason: 'no_answer', after_hours: hours },
        },
        tx,
      );
      return true;
    });
    if (done) canceled.push(id);
  }
  if (canceled.length) logger.info({ orders: canceled }, 'unanswered orders canceled');
  return canceled;
}
