import type { DeliveryOutcome, OutcomeResult } from '@vigor/shared';
import type { StaffIdentity } from '../../middleware/authenticate.ts';
import { AppError } from '../../lib/errors.ts';
import { transitionOrder } from '../orders/index.ts';

/**
 * Marks one outcome on each scanned order, each in its own transaction (transitionOrder): a wrong
 * id in a pile of scanned parcels is reported and the others still move. A returned parcel's
 * units come back to stock (the transition table in packages/shared).
 */
export async function markOutcomes(
  outcome: DeliveryOutcome,
  orderIds: number[],
  staff: Pick<StaffIdentity, 'id' | 'role'>,
): Promise<OutcomeResult[]> {
  const results: OutcomeResult[] = [];
  for (const id of orderIds) {
    try {
      await transitionOrder({
        orderId: id,
        to: outcome,
        cause: 'outcome',
        staff,
      });
      results.push({ id, ok: true, status: outcome });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const status = (error.extra?.status as OutcomeResult['status'] | undefined) ?? null;
      results.push({ id, ok: false, status, message: error.message });
    }
  }
  return results;
}
