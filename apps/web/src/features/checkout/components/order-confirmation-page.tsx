import { amountToPay, formatPrice, lineTotal, type OrderReceipt } from '@vigor/shared';
import { Link, useParams } from 'react-router';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useOwnOrder } from '../api/get-own-order';
import { Money } from '../../../components/ui/price';
import { PreOrderNote } from '../../../components/ui/pre-order-note';

/**
 * The confirmation a shopper can come back to (/order/{id}): readable only by the guest session
 * that placed the order, so it renders empty on the server and fills in in the browser.
 */
export function OrderConfirmationPage() {
  const id = Number(useParams().orderId);
  const { data: order, error, isPending } = useOwnOrder(id);
  let body;
  if (order) body = <OrderDetails order={order} />;
  else if (error || !(id > 0)) {
    body = (
      <div className="state">
        <p>
          {error && !(error instanceof ApiError && error.status === 404)
            ? `Error: ${messageOf(error)}`
            : 'This order cannot be shown here. Only the browser that placed an order can see it.'}
        </p>
        <Link to={paths.shop} className="button">
          SHOP NOW
        </Link>
      </div>
    );
  } else if (isPending) body = <p className="state">Loading your order...</p>;
  return (
    <div className="container checkout-page order-confirmation">
      <title>{`Your order | ${brand.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">YOUR ORDER</h1>
      {body}
    </div>
  );
}

function OrderDetails({ order }: { order: OrderReceipt }) {
  const toPay = amountToPay(order.total_amount, order.delivery_fee);
  return (
    <>
      <p className="order-confirmation__number">
        Order number <strong>#{order.id}</strong> is confirmed.
      </p>
      <ul className="lines" aria-label="Items">
        {order.items.map((item, index) => (
          <li key={index} className="order-confirmation__item">
            <span>
              {item.quantity} x {item.name} ({item.size})
              {item.pre_order && (
                <>
                  {' — '}
                  <PreOrderNote expectedShipDate={item.expected_ship_date} />
                </>
              )}
            </span>
            <Money amount={lineTotal(item.price, item.quantity)} />
          </li>
        ))}
      </ul>
      <dl className="summary">
        <dt>Subtotal</dt>
        <dd data-testid="subtotal">
          <Money amount={order.total_amount} />
        </dd>
        <dt>Delivery to {order.customer_city}</dt>
        <dd data-testid="delivery">{order.delivery_fee > 0 ? formatPrice(order.delivery_fee) : 'Free'}</dd>
        <dt className="summary__total">Cash to pay on delivery</dt>
        <dd className="summary__total" data-testid="total">
          <Money amount={toPay} />
        </dd>
      </dl>
      <h2>What happens next</h2>
      <ol className="order-confirmation__next">
        <li>We call you within {brand.confirmationCallHours} hours to confirm your order.</li>
        <li>We ship it to {order.customer_city}.</li>
        <li>
          You pay{' '}
          <strong>
            <Money amount={toPay} />
          </strong>{' '}
          in cash to the courier
          {order.delivery_fee > 0 ? (
            <>
              , <Money amount={order.delivery_fee} /> of it for delivery
            </>
          ) : (
            ', delivery is free'
          )}
          .
        </li>
      </ol>
      <Link to={paths.shop} className="button">
        CONTINUE SHOPPING
      </Link>
    </>
  );
}
