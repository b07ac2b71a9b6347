import { BackOfficeTitle, CustomerDetails, readStaffSession } from '../../admin-shell';
import { useQuery } from '@tanstack/react-query';
import { cashToCollect, type ShipmentBatch, type ShippedOrder } from '@vigor/shared';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { spreadsheetFileName, toSpreadsheet } from '../../../lib/spreadsheet';
import { batchQuery } from '../api/shipping';
import { batchColumns } from '../lib/batch-columns';
import { OrderQrCode } from './order-qr-code';
import { Money } from '../../../components/ui/price';

type Layout = 'a4' | 'label';

function DeliverySlip({ order, carrier }: { order: ShippedOrder; carrier: string }) {
  return (
    <article className="slip" aria-label={`Delivery slip of order ${order.id}`}>
      <header className="slip__head">
        <div>
          <strong className="slip__shop">{brand.name}</strong>
          <div>{brand.phone}</div>
          <div>
            {carrier}
            {order.tracking_number ? ` · ${order.tracking_number}` : ''}
          </div>
        </div>
        <div className="slip__code">
          <OrderQrCode orderId={order.id} />
          <div className="slip__id">#{order.id}</div>
        </div>
      </header>
      <CustomerDetails order={order} className="slip__customer">
        {order.delivery_note && (
          <>
            <dt>Note</dt>
            <dd>{order.delivery_note}</dd>
          </>
        )}
      </CustomerDetails>
      <ul className="slip__items">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.product.name} ({item.size})
          </li>
        ))}
      </ul>
      <p className="slip__cash">
        Cash to collect:{' '}
        <strong>
          <Money amount={cashToCollect(order)} />
        </strong>
      </p>
    </article>
  );
}

function PickList({ batch }: { batch: ShipmentBatch }) {
  return (
    <section className="pick-list" aria-labelledby="pick-list-title">
      <h2 id="pick-list-title">
        Pick list · batch #{batch.id} · {batch.carrier.name} · {batch.orders.length} orders
      </h2>
      <table className="bo-table">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Size</th>
            <th scope="col">Units</th>
          </tr>
        </thead>
        <tbody>
          {batch.pick_list.map((line) => (
            <tr key={`${line.product_name}-${line.size}`}>
              <td>{line.product_name}</td>
              <td>{line.size}</td>
              <td>{line.units}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /admin-dashboard/batches/:id/print: a batch's pick list and one delivery slip per order,
 * printed from the browser. `layout=a4` fits two slips a page; `layout=label` one slip per
 * 10x15 cm label (the print CSS sets the page size).
 */
export function ShipmentPrint() {
  const { token } = readStaffSession();
  const { batchId } = useParams();
  const [params] = useSearchParams();
  const layout: Layout = params.get('layout') === 'label' ? 'label' : 'a4';
  const batch = useQuery(batchQuery(Number(batchId)));
  if (!token) return <Navigate to={paths.admin} replace />;

  const exportBatch = async (data: ShipmentBatch) =>
    downloadFile(
      spreadsheetFileName(brand.name, `batch-${data.id}`),
      await toSpreadsheet(batchColumns(data.carrier.name), data.orders, `Batch ${data.id}`),
    );
  return (
    <div className={`print print--${layout}`}>
      <BackOfficeTitle page={`Shipment batch #${batchId ?? ''}`} />
      <nav className="print__toolbar" aria-label="Batch actions">
        <Link to={`${paths.adminDashboard}?tab=shipping`}>← Shipping</Link>
        <Link to={paths.shipmentPrint(batchId ?? '', 'a4')}>A4</Link>
        <Link to={paths.shipmentPrint(batchId ?? '', 'label')}>10x15 labels</Link>
        <button type="button" className="button" onClick={() => window.print()}>
          PRINT
        </button>
        {batch.data && (
          <button
            type="button"
            className="button button--outline"
            onClick={() => void exportBatch(batch.data)}
          >
            EXPORT FOR THE CARRIER
          </button>
        )}
      </nav>
      {batch.isError && <p role="alert">{messageOf(batch.error)}</p>}
      {batch.data && (
        <>
          {layout === 'a4' && <PickList batch={batch.data} />}
          <div className="slips">
            {batch.data.orders.map((order) => (
              <DeliverySlip key={order.id} order={order} carrier={batch.data.carrier.name} />
            ))}
          </div>
          {layout === 'label' && <PickList batch={batch.data} />}
        </>
      )}
    </div>
  );
}

export { ShipmentPrint as Component };
