import type { Prisma } from '@vigor/db/client';
import type { OrderEventKind } from '@vigor/shared';
import type { Tx } from '../../lib/stock.ts';

/**
 * Records one action on an order in the caller's transaction, so the audit entry exists exactly
 * when the change does. `staffId` null: the shop itself (automatic cancel).
 */
export async function recordOrderEvent(
  tx: Tx,
  orderId: number,
  staffId: number | null,
  kind: OrderEventKind,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.orderEvent.create({
    data: { order_id: orderId, staff_user_id: staffId, kind, details: details as Prisma.InputJsonObject },
  });
}
