import type { StaffIdentity } from '../../middleware/authenticate.ts';
import { transitionOrder, type OrderTx } from '../orders/index.ts';

/**
 * Hands one confirmed order to a carrier in the caller's transaction (transitionOrder, cause
 * `batch`): Shipped, in the batch, with the tracking number and a shipment event of the staff
 * user; 409 (with the order's status) when it is not Confirmed any more.
 */
export async function markShipped(
  tx: OrderTx,
  orderId: number,
  shipment: {
    batchId: number;
    carrier: { id: number; name: string };
    tracking: string | null;
    staff: Pick<StaffIdentity, 'id' | 'role'>;
  },
): Promise<void> {
  const { staff, carrier } = shipment;
  await transitionOrder(
    {
      orderId,
      to: 'shipped',
      cause: 'batch',
      staff,
      details: {
        batch_id: shipment.batchId,
        carrier_id: carrier.id,
        carrier: carrier.name,
        tracking_number: shipment.tracking,
      },
    },
    tx,
  );
}
