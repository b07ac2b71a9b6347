import { ORDER_STATUS_LABELS, type ShipmentBatch } from '@vigor/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { ConfirmDialog } from '../../admin-shell';
import type { BatchDialogProps } from '../../admin-orders';
import { useShipBatch } from '../api/shipping';
import { CarrierSelect } from './carrier-select';

/**
 * SALES' "Add to a batch": the selected Confirmed orders handed to one carrier in a new batch
 * (POST /api/shipping/batches, the same as SHIPPING's panel: all of them or none with a manual
 * carrier), the others named and left out. Once shipped, the batch's slips are a click away.
 */
export function BatchDialog({ orders, onClose }: BatchDialogProps) {
  const ship = useShipBatch();
  const [carrierId, setCarrierId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ batch: ShipmentBatch; notShipped: string[] } | null>(null);
  const confirmed = orders.filter((o) => o.status === 'confirmed');
  const leftOut = orders.filter((o) => o.status !== 'confirmed');

  const submit = () => {
    if (!carrierId) return setError('Choose a carrier.');
    if (!confirmed.length) return setError('None of the selected orders is Confirmed.');
    setError(null);
    ship.mutate(
      { carrier_id: Number(carrierId), orders: confirmed.map((o) => ({ id: o.id })) },
      {
        onSuccess: ({ data, failed }) =>
          setDone({ batch: data, notShipped: failed.map((f) => `#${f.id}: ${f.message}`) }),
        onError: (e) => setError(`Nothing was shipped. ${messageOf(e)}`),
      },
    );
  };

  if (done) {
    const { batch, notShipped } = done;
    return (
      <ConfirmDialog
        title={`Batch #${batch.id} · ${batch.carrier.name}`}
        confirmLabel="Close"
        onConfirm={onClose}
        onCancel={onClose}
      >
        <p role="status">
          {`${batch.orders.length} order${batch.orders.length === 1 ? '' : 's'} shipped in batch #${batch.id}.`}
        </p>
        {notShipped.length > 0 && <p role="alert">{`Not shipped: ${notShipped.join(' ')}`}</p>}
        <p>
          Print: <Link to={paths.shipmentPrint(batch.id, 'a4')}>A4 slips</Link> ·{' '}
          <Link to={paths.shipmentPrint(batch.id, 'label')}>10x15 labels</Link>
        </p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={`Add ${confirmed.length} order${confirmed.length === 1 ? '' : 's'} to a new batch?`}
      confirmLabel={`SHIP ${confirmed.length} ORDER${confirmed.length === 1 ? '' : 'S'}`}
      busyLabel="Shipping…"
      busy={ship.isPending}
      onConfirm={submit}
      onCancel={onClose}
    >
      {confirmed.length > 0 && <p>{`Shipped together: ${confirmed.map((o) => `#${o.id}`).join(', ')}`}</p>}
      {leftOut.length > 0 && (
        <p>
          {`Left out, only Confirmed orders ship: ${leftOut
            .map((o) => `#${o.id} (${ORDER_STATUS_LABELS[o.status]})`)
            .join(', ')}`}
        </p>
      )}
      <CarrierSelect label="Carrier" activeOnly value={carrierId} onChange={setCarrierId} />
      {error && <p role="alert">{error}</p>}
    </ConfirmDialog>
  );
}
