import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cashToCollect } from '@vigor/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { batchesQuery, carriersQuery, useShipBatch, useShippableOrders } from '../api/shipping';
import { CarrierLabelsButton } from './carrier-labels-button';
import { DeliveryNoteButton } from './delivery-note-button';
import { SenditPickupButton } from './sendit-pickup-button';
import { CarrierSelect } from './carrier-select';
import { DataTable } from '../../admin-shell';
import { Money } from '../../../components/ui/price';
import { toggled } from '../../../lib/toggled';
import { MissingAddress } from '../../admin-desk';

/** Confirmed orders picked for one carrier, each with an optional tracking number. */
export function ShipBatchPanel() {
  const orders = useShippableOrders();
  const ship = useShipBatch();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [tracking, setTracking] = useState<Record<number, string>>({});
  // An order's answer to "may the customer open it before paying?", when not the carrier's.
  const [opens, setOpens] = useState<Record<number, boolean>>({});
  const [carrierId, setCarrierId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // An integrated carrier's API gives each parcel its tracking code: nothing to type then.
  const carriers = useQuery(carriersQuery());
  const integrated = (carriers.data ?? []).find(
    (c) => String(c.id) === carrierId && c.integration !== 'manual',
  );

  const toggle = (id: number) => setPicked((current) => toggled(current, id));
  const submit = () => {
    setError(null);
    ship.mutate(
      {
        carrier_id: Number(carrierId),
        orders: [...picked].map((id) => ({
          id,
          tracking_number: (!integrated && tracking[id]) || undefined,
          open_before_paying: integrated ? opens[id] : undefined,
        })),
      },
      {
        onSuccess: ({ failed }) => {
          setPicked(new Set(failed.map((f) => f.id)));
          setTracking({});
          setOpens({});
          // Orders the carrier refused stay Confirmed (and picked): its reason, for each.
          if (failed.length)
            setError(`Not shipped: ${failed.map((f) => `#${f.id}: ${f.message}`).join(' ')}`);
        },
        onError: (e) => setError(messageOf(e)),
      },
    );
  };
  const rows = orders.data ?? [];
  const withoutAddress = rows.filter((o) => !o.customer_address).length;
  return (
    <section className="bo-panel" aria-labelledby="bo-ship-title">
      <h2 id="bo-ship-title">Ship confirmed orders</h2>
      {orders.isPending ? (
        <p>Loading confirmed orders…</p>
      ) : rows.length === 0 ? (
        <p>No confirmed orders waiting.</p>
      ) : (
        <>
          {withoutAddress > 0 && (
            <p role="note" className="bo-warning">
              {withoutAddress === 1
                ? '1 confirmed order has no address: add it before it ships.'
                : `${withoutAddress} confirmed orders have no address: add them before they ship.`}
            </p>
          )}
          <label className="bo-select-all">
            <input
              type="checkbox"
              checked={picked.size === rows.length}
              onChange={() =>
                setPicked(picked.size === rows.length ? new Set() : new Set(rows.map((o) => o.id)))
              }
            />{' '}
            Select every confirmed order
          </label>
          <DataTable
            className="bo-table bo-table--cards"
            caption="Confirmed orders waiting to ship"
            columns={[
              <span className="visually-hidden">Ship</span>,
              'Order',
              'Customer',
              'City',
              'Address',
              'Cash to collect',
              'Tracking number',
            ]}
          >
            {rows.map((o) => (
              <tr key={o.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Ship order #${o.id}`}
                    checked={picked.has(o.id)}
                    onChange={() => toggle(o.id)}
                  />
                </td>
                <td data-label="Order">#{o.id}</td>
                <td data-label="Customer">{o.customer_name}</td>
                <td data-label="City">{o.customer_city}</td>
                <td data-label="Address">{o.customer_address ?? <MissingAddress orderId={o.id} />}</td>
                <td data-label="Cash to collect">
                  <Money amount={cashToCollect(o)} />
                </td>
                <td data-label="Tracking number">
                  {integrated ? (
                    <>
                      <span>Given by {integrated.name}</span>{' '}
                      <label>
                        <input
                          type="checkbox"
                          aria-label={`Order #${o.id} may be opened before paying`}
                          checked={opens[o.id] ?? integrated.open_before_paying}
                          onChange={(e) => setOpens({ ...opens, [o.id]: e.target.checked })}
                        />{' '}
                        may open before paying
                      </label>
                    </>
                  ) : (
                    <input
                      aria-label={`Tracking number of order #${o.id}`}
                      value={tracking[o.id] ?? ''}
                      maxLength={60}
                      onChange={(e) => setTracking({ ...tracking, [o.id]: e.target.value })}
                    />
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
      <div className="bo-inline-form">
        <CarrierSelect label="Carrier" activeOnly value={carrierId} onChange={setCarrierId} />
        <button
          type="button"
          className="button"
          disabled={!picked.size || !carrierId || ship.isPending}
          onClick={submit}
        >
          SHIP {picked.size} ORDER{picked.size === 1 ? '' : 'S'}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

/**
 * The latest batches, each with its slips (A4 or 10x15 cm labels) and pick list to print, and its
 * tracking numbers (typed, or given by an integrated carrier's API).
 */
export function BatchesPanel() {
  const batches = useQuery(batchesQuery());
  return (
    <section className="bo-panel" aria-labelledby="bo-batches-title">
      <h2 id="bo-batches-title">Batches</h2>
      <ul>
        {batches.data?.map((b) => (
          <li key={b.id}>
            Batch #{b.id} · {b.carrier.name} · {b.orders} order{b.orders === 1 ? '' : 's'} ·{' '}
            <Link to={paths.shipmentPrint(b.id, 'a4')}>A4 slips</Link> ·{' '}
            <Link to={paths.shipmentPrint(b.id, 'label')}>10x15 labels</Link>
            <CarrierLabelsButton batchId={b.id} carrierId={b.carrier.id} />
            <SenditPickupButton batchId={b.id} carrierId={b.carrier.id} />
            <DeliveryNoteButton batchId={b.id} carrierId={b.carrier.id} />
            {b.tracking.length > 0 && (
              <details>
                <summary>
                  {b.tracking.length} tracking number{b.tracking.length === 1 ? '' : 's'}
                </summary>
                <ul aria-label={`Tracking numbers of batch #${b.id}`}>
                  {b.tracking.map((t) => (
                    <li key={t.order_id}>
                      #{t.order_id}: {t.tracking_number}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
