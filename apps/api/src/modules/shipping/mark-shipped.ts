import { ORDER_STATUS_LABELS, SHIPPABLE_STATUS } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import type { Tx } from '../../lib/stock.ts';
import { lockOrder, moveOrder } from '../orders/orders-admin.service.ts';

/**
 * Hands one confirmed order to a carrier in the caller's transaction: Shipped, in the batch, with
 * the tracking number and a shipment event of `staffId`; 409 when it is not Confirmed any more.
 */
export async function markShipped(
  tx: Tx,
  orderId: number,
  shipment: { batchId: number; carrier: string; tracking: string | null; staffId: number },
): Promise<void> {
  const status = await lockOrder(tx, orderId);
  if (status !== SHIPPABLE_STATUS) {
    throw AppError.conflict(
      `Only confirmed orders can be shipped: #${orderId} (${ORDER_STATUS_LABELS[status]}).`,
    );
  }
  await moveOrder(tx, orderId, status, 'shipped', {
    staffId: shipment.staffId,
    kind: 'shipment',
    details: { batch_id: shipment.batchId, carrier: shipment.carrier, tracking_number: shipment.tracking },
  });
  await tx.order.update({
    where: { id: orderId },
    data: { shipment_batch_id: shipment.batchId, tracking_number: shipment.tracking },
  });
}
