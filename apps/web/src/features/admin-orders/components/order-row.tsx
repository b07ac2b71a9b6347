import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  cashToCollect,
  hasDiscount,
  type AdminOrder,
  type OrderStatus,
} from '@vigor/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ProductImage } from '../../../components/ui/product-image';
import { customerChatUrl, phoneHistoryView, telHref, StackedTime } from '../../admin-shell';
import { Money } from '../../../components/ui/price';
import { PreOrderNote } from '../../../components/ui/pre-order-note';
import { RiskBadge } from '../../../components/ui/risk-badge';
import type { OrderPageState } from './order-page';

interface OrderRowProps {
  order: AdminOrder;
  /** The list's query (`?q=…`): the order's page links back to the list as it is. */
  listSearch: string;
  selected: boolean;
  /** Absent when the role has no action on a selection (an agent): no checkbox is shown. */
  onToggle?: () => void;
  /** The status being saved for this order; the dropdown is disabled meanwhile. */
  pendingStatus: OrderStatus | undefined;
  /** The role may change the status (orders.edit); otherwise the status is only shown. */
  canEdit: boolean;
  onStatusChange: (status: OrderStatus) => void;
}

/**
 * One order: its selection, its id opening its page, items with their prices, customer, call and
 * chat actions, cash to collect, status, date.
 */
export function OrderRow({
  order,
  listSearch,
  selected,
  onToggle,
  pendingStatus,
  canEdit,
  onStatusChange,
}: OrderRowProps) {
  const statusId = useId();
  const history = phoneHistoryView(order.phone_history);
  const updating = pendingStatus !== undefined;
  const date = order.sale_date ?? order.created_at;
  return (
    <tr aria-busy={updating || undefined} aria-selected={onToggle ? selected : undefined}>
      {onToggle && (
        <td>
          <input
            type="checkbox"
            aria-label={`Select order #${order.id}`}
            checked={selected}
            onChange={onToggle}
          />
        </td>
      )}
      <th scope="row">
        <Link to={paths.sale(order.id)} state={{ salesSearch: listSearch } satisfies OrderPageState}>
          #{order.id}
        </Link>
      </th>
      <td data-label="Items">
        {order.items.length === 0 ? (
          <span className="bo-muted">No items</span>
        ) : (
          <ul className="bo-items">
            {order.items.map((item) => {
              const name = item.product?.name || 'Unknown Product';
              const listPrice = item.original_price ?? item.product?.price ?? item.price;
              const sale = hasDiscount({ price: listPrice, prix_reduction: item.price });
              return (
                <li key={item.id} className="bo-item">
                  <ProductImage image={item.product?.image} alt="" sizes="48px" className="bo-item__image" />
                  <div>
                    <p className="bo-item__name">{name}</p>
                    <p className="bo-item__meta">
                      Size {item.size} · Qty {item.quantity} ·{' '}
                      {sale ? (
                        <>
                          <s>
                            <span className="visually-hidden">Price </span>
                            <Money amount={listPrice} />
                          </s>{' '}
                          <span className="bo-sale">
                            <span className="visually-hidden">Sale price </span>
                            <Money amount={item.price} />
                          </span>
                        </>
                      ) : (
                        <Money amount={listPrice} />
                      )}
                    </p>
                    {item.pre_order && (
                      <p className="bo-item__meta">
                        <PreOrderNote expectedShipDate={item.expected_ship_date} />
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </td>
      <td data-label="Customer">
        {order.customer_name}
        {order.source_label && (
          <span className="bo-history" title="Where the order came from">
            <span className="visually-hidden">Source: </span>
            {order.source_label}
          </span>
        )}
      </td>
      <td data-label="Phone">
        <span className="bo-phone">{order.customer_phone}</span>
        <span
          className={`bo-history${history.warning ? ' bo-history--warning' : history.repeat ? ' bo-history--repeat' : ''}`}
          title="Orders from this phone number placed before this one"
        >
          <span className="visually-hidden">Phone history: </span>
          {history.text}
        </span>
        <RiskBadge risk={order.risk ?? null} />
        <span className="bo-contact">
          <a
            className="bo-contact__link"
            href={telHref(order.customer_phone)}
            aria-label={`Call ${order.customer_name}`}
          >
            Call
          </a>
          <a
            className="bo-contact__link bo-contact__link--chat"
            href={customerChatUrl(order)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${order.customer_name} about order #${order.id} (opens in a new tab)`}
          >
            WhatsApp
          </a>
        </span>
      </td>
      <td data-label="City">{order.customer_city}</td>
      <td data-label="Total">
        <span className="bo-total">
          <Money amount={order.total_amount} />
        </span>
        <span className="bo-collect">
          + delivery <Money amount={order.delivery_fee ?? 0} />
          <br />
          <strong>
            To collect: <Money amount={cashToCollect(order)} />
          </strong>
        </span>
      </td>
      <td data-label="Status">
        {canEdit ? (
          <>
            <label htmlFor={statusId} className="visually-hidden">
              Status of order #{order.id}
            </label>
            <select
              id={statusId}
              className={`bo-status bo-status--${pendingStatus ?? order.status}`}
              value={pendingStatus ?? order.status}
              disabled={updating}
              onChange={(event) => onStatusChange(event.target.value as OrderStatus)}
            >
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className={`bo-status bo-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
        )}
        {updating && <span className="visually-hidden"> Updating…</span>}
      </td>
      <td data-label="Date">
        <StackedTime value={date} />
      </td>
    </tr>
  );
}
