import { useDeliverySettings, ZoneFees } from '../../delivery';
import { Link } from 'react-router';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { PageHead } from '../../../components/ui/page-head';
import { Money } from '../../../components/ui/price';

export function TermsPage() {
  const { data: delivery } = useDeliverySettings();
  return (
    <article className="container legal">
      <PageHead
        title={`Terms of Service | ${brand.name}`}
        description={`The terms of buying from ${brand.name}: orders, cash on delivery, exchanges and returns.`}
        path={paths.terms}
      />
      <h1 className="page-title">Terms of Service</h1>
      <h2>Orders</h2>
      <p>
        Prices are in Moroccan dirhams (dh), taxes included. We call you within {brand.confirmationCallHours}{' '}
        hours to confirm every order; an order we cannot confirm may be canceled.
      </p>
      <h2>Payment and delivery</h2>
      <p>
        Payment is cash on delivery only.{' '}
        {delivery && (
          <>
            Delivery costs <ZoneFees zones={delivery.zones} /> and is free on orders of{' '}
            <Money amount={delivery.free_from} /> or more.
          </>
        )}
      </p>
      <h2>Exchanges</h2>
      <p>
        You may exchange an unworn item within {brand.exchangeDays} days of purchase. Check the{' '}
        <Link to={paths.size}>size guide</Link> before ordering, and{' '}
        <Link to={paths.contact}>contact us</Link> to arrange an exchange.
      </p>
      <h2>Pre-orders</h2>
      <p>Pre-order items ship when they are released; we call you with the expected date.</p>
    </article>
  );
}
