import type { DeliveryOutcome, OutcomeResult } from '@vigor/shared';
import type { StaffIdentity } from '../../middleware/authenticate.ts';
import { transitionEach } from '../orders/index.ts';

/**
 * Marks one outcome on each scanned order, each in its own transaction (transitionEach): a wrong
 * id in a pile of scanned parcels is reported and the others still move. A returned parcel's
 * units come back to stock (the transition table in packages/shared).
 */
export function markOutcomes(
  outcome: DeliveryOutcome,
  orderIds: number[],
  staff: Pick<StaffIdentity, 'id' | 'role'>,
): Promise<OutcomeResult[]> {
  return transitionEach(orderIds, (orderId) => ({ orderId, to: outcome, cause: 'outcome', staff }));
}
