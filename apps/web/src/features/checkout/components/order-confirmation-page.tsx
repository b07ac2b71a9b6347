import { cashToCollect, lineTotal, type OrderReceipt } from '@vigor/shared';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useOwnOrder } from '../api/get-own-order';
import { Money } from '../../../components/ui/price';
import { PreOrderNote } from '../../../components/ui/pre-order-note';
import { useLocalePath, usePageT, useT } from '../../../lib/i18n';
import { useCityName } from '../../delivery';

/**
 * The confirmation a shopper can come back to (/order/{id}): readable only by the guest session
 * that placed the order, so it renders empty on the server and fills in in the browser.
 */
export function OrderConfirmationPage() {
  const id = Number(useParams().orderId);
  const { data: order, error, isPending } = useOwnOrder(id);
  const t = usePageT();
  const { ui } = useT();
  const to = useLocalePath();
  let body;
  if (order) body = <OrderDetails order={order} />;
  else if (error || !(id > 0)) {
    body = (
      <div className="state">
        <p>
          {error && !(error instanceof ApiError && error.status === 404)
            ? ui.error(messageOf(error))
            : t.order.hidden}
        </p>
        <Link to={to(paths.shop)} className="button">
          {t.cart.shopNow}
        </Link>
      </div>
    );
  } else if (isPending) body = <p className="state">{t.order.loading}</p>;
  return (
    <div className="container checkout-page order-confirmation">
      <title>{t.order.title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="page-title">{t.order.heading}</h1>
      {body}
    </div>
  );
}

function OrderDetails({ order }: { order: OrderReceipt }) {
  const toPay = cashToCollect(order);
  const t = usePageT();
  const to = useLocalePath();
  const city = useCityName()(order.customer_city);
  return (
    <>
      <p className="order-confirmation__number">
        {t.order.numberBefore}
        <strong>
          <bdi dir="ltr">#{order.id}</bdi>
        </strong>
        {t.order.numberAfter}
      </p>
      <ul className="lines" aria-label={t.checkout.thanks.items}>
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
        <dt>{t.checkout.subtotal}</dt>
        <dd data-testid="subtotal">
          <Money amount={order.total_amount} />
        </dd>
        <dt>{t.order.deliveryTo(city)}</dt>
        <dd data-testid="delivery">
          {order.delivery_fee > 0 ? <Money amount={order.delivery_fee} /> : t.checkout.free}
        </dd>
        <dt className="summary__total">{t.order.cashToPay}</dt>
        <dd className="summary__total" data-testid="total">
          <Money amount={toPay} />
        </dd>
      </dl>
      <h2>{t.order.next}</h2>
      <ol className="order-confirmation__next">
        <li>{t.order.call}</li>
        <li>{t.order.ship(city)}</li>
        <li>
          {t.order.youPay}
          <strong>
            <Money amount={toPay} />
          </strong>
          {t.order.inCash}
          {order.delivery_fee > 0 ? (
            <>
              {t.order.ofWhich}
              <Money amount={order.delivery_fee} />
              {t.order.ofWhichEnd}
            </>
          ) : (
            t.order.freeDelivery
          )}
          .
        </li>
      </ol>
      <Link to={to(paths.shop)} className="button">
        {t.checkout.thanks.continue}
      </Link>
    </>
  );
}
