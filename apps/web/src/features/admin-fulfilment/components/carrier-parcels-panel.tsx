import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUS_LABELS, type CarrierParcel, type CarrierSyncResult } from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { parcelsQuery, useSyncCarrier } from '../api/carriers';
import { carriersQuery } from '../api/shipping';
import { DataTable } from '../../admin-shell';
import { HeldParcelActions } from './held-parcel-actions';
import { SenditParcelActions } from './sendit-parcel-actions';

function syncSummary(name: string, result: CarrierSyncResult): string {
  const parts = [
    `${name}: ${result.checked} parcel${result.checked === 1 ? '' : 's'} checked`,
    `${result.moved.length} order move${result.moved.length === 1 ? '' : 's'}`,
    `${result.unknown.length} unknown status${result.unknown.length === 1 ? '' : 'es'}`,
  ];
  const errors = result.errors.map((e) => `#${e.order_id}: ${e.message}`);
  const stale = result.stale.map((s) => `#${s.order_id}`);
  return (
    `${parts.join(', ')}.${errors.length ? ` Set aside: ${errors.join(' ')}` : ''}` +
    (stale.length ? ` Left alone (the order ships in another parcel): ${stale.join(', ')}.` : '')
  );
}

function carrierStatus(parcel: CarrierParcel) {
  if (parcel.state === 'failed') return <span className="bo-warning">Not created: {parcel.error}</span>;
  if (parcel.state === 'pending') return <span className="bo-warning">Outcome unknown: {parcel.error}</span>;
  if (parcel.state === 'held') return <HeldParcelActions parcel={parcel} />;
  if (parcel.state === 'needs_district') return <span className="bo-warning">{parcel.error}</span>;
  if (parcel.state === 'ready') return 'District chosen: created with the next batch';
  if (parcel.return_code) return `Return ${parcel.return_code}: ${parcel.return_status ?? '—'}`;
  if (parcel.error) return <span className="bo-warning">Set aside at the last sync: {parcel.error}</span>;
  if (!parcel.carrier_status) return '—';
  if (!parcel.meaning) return <span className="bo-warning">Unknown status: {parcel.carrier_status}</span>;
  return `${parcel.meaning.label} (${parcel.carrier_status})`;
}

/** Statuses the store's tables do not know: the orders wait until someone reads them. */
function UnknownStatusAlert({ parcels }: { parcels: CarrierParcel[] }) {
  const unknown = parcels.filter((p) => p.carrier_status && !p.meaning);
  if (!unknown.length) return null;
  return (
    <p role="alert" className="bo-warning">
      Status unknown to the store, orders not moved:{' '}
      {unknown.map((p) => `#${p.order_id} (${p.carrier.name}: ${p.carrier_status})`).join(', ')}. Check them
      at the carrier and move them by hand.
    </p>
  );
}

/** Parcels created through carriers' APIs, their last status, and SYNC NOW per carrier. */
export function CarrierParcelsPanel() {
  const carriers = useQuery(carriersQuery());
  const parcels = useQuery(parcelsQuery());
  const sync = useSyncCarrier();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const integrated = (carriers.data ?? []).filter((c) => c.integration !== 'manual');
  if (!integrated.length) return null;
  const rows = parcels.data ?? [];
  return (
    <section className="bo-panel" aria-labelledby="bo-parcels-title">
      <h2 id="bo-parcels-title">Carrier parcels</h2>
      <div className="bo-inline-form">
        {integrated.map((carrier) => (
          <button
            key={carrier.id}
            type="button"
            className="button"
            disabled={sync.isPending}
            onClick={() => {
              setMessage(null);
              sync.mutate(carrier.id, {
                onSuccess: (result) => setMessage({ ok: true, text: syncSummary(carrier.name, result) }),
                onError: (e) => setMessage({ ok: false, text: messageOf(e) }),
              });
            }}
          >
            SYNC {carrier.name.toUpperCase()} NOW
          </button>
        ))}
      </div>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      <UnknownStatusAlert parcels={rows} />
      {rows.length === 0 ? (
        <p>No parcel on its way.</p>
      ) : (
        <DataTable
          className="bo-table bo-table--cards"
          caption="Parcels at the carriers"
          columns={['Order', 'Carrier', 'Tracking code', 'Carrier status', 'Order status']}
        >
          {rows.map((p) => (
            <tr key={p.order_id}>
              <td data-label="Order">#{p.order_id}</td>
              <td data-label="Carrier">{p.carrier.name}</td>
              <td data-label="Tracking code">{p.tracking_code ?? '—'}</td>
              <td data-label="Carrier status">
                {carrierStatus(p)}
                <SenditParcelActions parcel={p} />
              </td>
              <td data-label="Order status">{ORDER_STATUS_LABELS[p.order_status]}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
