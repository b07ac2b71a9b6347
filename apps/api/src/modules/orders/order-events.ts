import type { Prisma } from '@vigor/db/client';
import { OrderEventPayload, type OrderEventOf } from '@vigor/shared';
import { orderModels } from './orders-database.ts';
import { noteChanges, type OrderTx } from './transaction.ts';

/**
 * Records one event of an order in the caller's transaction, so the audit entry (and the outbox
 * record subscribers receive, outbox.ts) exists exactly when the change does. `staffId` null: the
 * shop itself (placement, automatic cancel). The payload is checked against the shared union.
 */
export async function recordOrderEvent(
  tx: OrderTx,
  orderId: number,
  staffId: number | null,
  payload: OrderEventPayload,
): Promise<number> {
  const details = OrderEventPayload.parse(payload);
  const { id } = await orderModels(tx).orderEvent.create({
    data: {
      order_id: orderId,
      staff_user_id: staffId,
      kind: details.type,
      details,
    },
    select: { id: true },
  });
  noteChanges(tx, { events: true });
  return id;
}

/** An order event as stored, its details read back through the shared union. */
export function readOrderEvent(row: { details: Prisma.JsonValue }): OrderEventPayload {
  return OrderEventPayload.parse(row.details);
}

/** The details of a `placed` event as JSON, for the order's own INSERT statement (orders.service.ts). */
export function placedEventDetails(payload: OrderEventOf<'placed'>): string {
  return JSON.stringify(OrderEventPayload.parse(payload));
}
