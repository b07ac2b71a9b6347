import type { OrderMoveResult, OrderStatus } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { transitionOrder, type TransitionInput } from './transitions.ts';

/**
 * Moves many orders, each in a transaction of its own (transitionOrder: the table, the role, the
 * guards, the stock, the event with who did it), and answers one result per order in the order
 * given: an order the move may not make is named with the reason and the others still move, so a
 * bulk action never half-applies without saying which half. A failure that is not the workflow's
 * refusal is logged and reported for that order alone.
 */
export async function transitionEach<S extends OrderStatus>(
  orderIds: number[],
  moveOf: (orderId: number) => TransitionInput & { to: S },
): Promise<OrderMoveResult<S>[]> {
  const results: OrderMoveResult<S>[] = [];
  for (const id of orderIds) {
    const move = moveOf(id);
    try {
      await transitionOrder(move);
      results.push({ id, ok: true, status: move.to });
    } catch (error) {
      if (error instanceof AppError) {
        const status = (error.extra?.status as OrderStatus | undefined) ?? null;
        results.push({ id, ok: false, status, message: error.message });
      } else {
        logger.error({ err: error, orderId: id }, 'bulk order move failed');
        results.push({
          id,
          ok: false,
          status: null,
          message: 'The server could not change this order. Try again.',
        });
      }
    }
  }
  return results;
}
