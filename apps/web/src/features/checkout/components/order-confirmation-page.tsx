import { cashToCollect, lineTotal, type OrderStatus, type PublicOrder } from '@vigor/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useOrderReceipt } from '../api/get-order-receipt';
import { OrderShipment } from './order-shipment';
import { Money } from '../../../components/ui/price';
import { PreOrderNote } from '../../../components/ui/pre-order-note';
import { ItemLine } from './item-line';
import { useLocalePath, usePageT, useT } from '../../../lib/i18n';
import { useCityName } from '../../delivery';

/**
 * An order's page (/order/{reference}): whoever holds the link (the thank-you, a WhatsApp
 * message) reads the receipt, so it may open on another phone than the one that ordered. It
 * renders empty on the server and fills in in the browser.
 */
export function OrderConfirmationPage() {
  const reference = useParams().reference ?? '';
  const { data: order, error, isPending } = useOrderReceipt(reference);
  const t = usePageT();
  const { ui } = useT();
  const to = useLocalePath();
  let body;
  if (order) body = <OrderDetails order={order} />;
  else if (error || !reference) {
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

type Step = 'call' | 'callAgain' | 'ship' | 'pay';

/** What is still to come at each status; a closed order (delivered, canceled...) has nothing. */
const NEXT_STEPS: Record<OrderStatus, readonly Step[]> = {
  pending: ['call', 'ship', 'pay'],
  contacted: ['callAgain', 'ship', 'pay'],
  confirmed: ['ship', 'pay'],
  shipped: ['pay'],
  delivered: [],
  refused: [],
  returned: [],
  canceled: [],
};

function OrderDetails({ order }: { order: PublicOrder }) {
  const toPay = cashToCollect(order);
  const t = usePageT();
  const to = useLocalePath();
  const city = useCityName()(order.customer_city);
  const status = t.order.status[order.status];
  const steps: Record<Step, ReactNode> = {
    call: t.order.call,
    callAgain: t.order.callAgain,
    ship: t.order.ship(city),
    pay: (
      <>
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
      </>
    ),
  };
  const next = NEXT_STEPS[order.status];
  return (
    <>
      <p className="order-confirmation__number">
        {t.order.numberBefore}
        <strong>
          <bdi dir="ltr">#{order.id}</bdi>
        </strong>
        {t.order.numberAfter}
      </p>
      <div className={`order-status order-status--${order.status}`} data-testid="order-status">
        <p className="order-status__label">
          {t.order.statusLabel}
          <strong>{status.label}</strong>
        </p>
        <p className="order-status__now">{status.now}</p>
      </div>
      {order.shipment && <OrderShipment shipment={order.shipment} />}
      <ul className="receipt" aria-label={t.checkout.thanks.items}>
        {order.items.map((item, index) => (
          <li key={index} className="receipt__row">
            <span>
              <ItemLine quantity={item.quantity} name={item.name} size={item.size} />
              {item.pre_order && (
                <>
                  {' — '}
                  <PreOrderNote expectedShipDate={item.expected_ship_date} />
                </>
              )}
            </span>
            <Money amount={lineTotal(item.price, item.quantity)} className="receipt__amount" />
          </li>
        ))}
      </ul>
      <dl className="receipt receipt--totals">
        <div className="receipt__row">
          <dt>{t.checkout.subtotal}</dt>
          <dd className="receipt__amount" data-testid="subtotal">
            <Money amount={order.total_amount} />
          </dd>
        </div>
        <div className="receipt__row">
          <dt>{t.order.deliveryTo(city)}</dt>
          <dd className="receipt__amount" data-testid="delivery">
            {order.delivery_fee > 0 ? <Money amount={order.delivery_fee} /> : t.checkout.free}
          </dd>
        </div>
        <div className="receipt__row summary__total">
          {/* A canceled or returned order is not paid: its total is only a total. */}
          <dt>{next.includes('pay') ? t.order.cashToPay : t.checkout.total}</dt>
          <dd className="receipt__amount" data-testid="total">
            <Money amount={toPay} />
          </dd>
        </div>
      </dl>
      {next.length > 0 && (
        <>
          <h2>{t.order.next}</h2>
          <ol className="order-confirmation__next">
            {next.map((step) => (
              <li key={step}>{steps[step]}</li>
            ))}
          </ol>
        </>
      )}
      <Link to={to(paths.shop)} className="button">
        {t.checkout.thanks.continue}
      </Link>
    </>
  );
}
