import type { DeliveryOutcome, OutcomeResult } from '@vigor/shared';
import { ORDER_STATUS_LABELS, OUTCOME_FROM } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import { lockOrder, moveOrder } from '../orders/orders-admin.service.ts';
import { ORDER_TRANSACTION } from '../orders/orders.service.ts';
import { invalidateCatalog } from '../../lib/catalog-cache.ts';

/**
 * Marks one outcome on each scanned order, each in its own transaction: a wrong id in a pile of
 * scanned parcels is reported and the others still move. A returned parcel's units come back to
 * stock (statusChange in packages/shared).
 */
export async function markOutcomes(
  outcome: DeliveryOutcome,
  orderIds: number[],
  staffId: number,
): Promise<OutcomeResult[]> {
  const expected = OUTCOME_FROM[outcome];
  const results: OutcomeResult[] = [];
  for (const id of orderIds) {
    try {
      await prisma.$transaction(async (tx) => {
        const current = await lockOrder(tx, id);
        if (current !== expected) {
          throw AppError.conflict(
            `Order #${id} is ${ORDER_STATUS_LABELS[current]}: only ${ORDER_STATUS_LABELS[expected]} orders can be marked ${ORDER_STATUS_LABELS[outcome]}.`,
            { status: current },
          );
        }
        await moveOrder(tx, id, current, outcome, { staffId, kind: 'outcome' });
      }, ORDER_TRANSACTION);
      results.push({ id, ok: true, status: outcome });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const status = (error.extra?.status as OutcomeResult['status'] | undefined) ?? null;
      results.push({ id, ok: false, status, message: error.message });
    }
  }
  if (outcome === 'returned') invalidateCatalog();
  return results;
}
