import {
  ORDER_STATUS_LABELS,
  formatShopDateTime,
  orderEventLine,
  type AdminOrderDetail,
} from '@vigor/shared';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { Money } from '../../../components/ui/price';
import { RiskBadge } from '../../../components/ui/risk-badge';
import { CustomerDetails, DataTable } from '../../admin-shell';
import { useSaleDetail } from '../api/sales';

/** Where the order was opened from: the SALES list with its filters (a row's link says so). */
export interface OrderPageState {
  salesSearch?: string;
}

function Timeline({ history }: { history: AdminOrderDetail['history'] }) {
  return (
    <section aria-labelledby="bo-order-timeline">
      <h3 id="bo-order-timeline">Timeline</h3>
      <ol className="bo-order-history">
        {history.map((entry) => (
          <li
            key={entry.id}
            className={entry.kind === 'correction' ? 'bo-order-history__correction' : undefined}
          >
            <time dateTime={entry.at}>{formatShopDateTime(entry.at)}</time>:{' '}
            {orderEventLine(entry.details, entry.who?.nom ?? null)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <p>Status: {ORDER_STATUS_LABELS[order.status]}</p>
      <RiskBadge risk={order.risk} reasons />
      <CustomerDetails order={order} className="bo-order-customer">
        <dt>Language</dt>
        <dd>{order.language.toUpperCase()}</dd>
        <dt>Placed</dt>
        <dd>{formatShopDateTime(order.created_at)}</dd>
        {order.attribution && (
          <>
            <dt>Source</dt>
            <dd>
              {order.source_label ?? 'Direct'}
              {order.attribution.landing_path && ` · landed on ${order.attribution.landing_path}`}
              {order.attribution.referrer_host && ` from ${order.attribution.referrer_host}`}
            </dd>
          </>
        )}
      </CustomerDetails>
      <DataTable
        className="bo-table"
        caption={`Items of order #${order.id}`}
        columns={['Product', 'Size', 'Quantity', 'Unit price', 'Line total']}
      >
        {order.items.map((item) => (
          <tr key={item.id}>
            <td>{item.product_name}</td>
            <td>{item.size}</td>
            <td>{item.quantity}</td>
            <td>
              <Money amount={item.unit_price} />
            </td>
            <td>
              <Money amount={item.line_total} />
            </td>
          </tr>
        ))}
      </DataTable>
      <p className="bo-collect">
        Goods <Money amount={order.totals.goods_total} /> + delivery{' '}
        <Money amount={order.totals.delivery_fee} /> ={' '}
        <strong>
          to collect <Money amount={order.totals.cash_to_collect} />
        </strong>
      </p>
      <Timeline history={order.history} />
    </>
  );
}

/**
 * /admin-dashboard/sales/:orderId: one order as staff read it (GET /api/sales/:id), with its
 * timeline: every event with when and who, oldest first, a correction marked with its reason.
 * Its link back returns to the list as it was (search, filters, page).
 */
export function OrderPage({ orderId }: { orderId: number }) {
  const detail = useSaleDetail(orderId);
  const from = (useLocation().state as OrderPageState | null)?.salesSearch ?? '';
  return (
    <section className="bo-panel" aria-labelledby="bo-order-title">
      <Link to={`${paths.adminDashboard}${from}`}>← Sales</Link>
      <h2 id="bo-order-title">Order #{orderId}</h2>
      {detail.isPending && <p role="status">Loading the order…</p>}
      {detail.isError && (
        <div className="state bo-retry">
          <p role="alert">{messageOf(detail.error)}</p>
          <button type="button" className="button button--outline" onClick={() => void detail.refetch()}>
            Retry
          </button>
        </div>
      )}
      {detail.data && <OrderDetail order={detail.data} />}
    </section>
  );
}
