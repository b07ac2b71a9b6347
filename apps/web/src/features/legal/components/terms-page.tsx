import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHead } from '../../../components/ui/page-head';
import { Money } from '../../../components/ui/price';
import { useLocalePath, usePageT } from '../../../lib/i18n';
import { useDeliverySettings, ZoneFees } from '../../delivery';

export function TermsPage() {
  const { data: delivery } = useDeliverySettings();
  const t = usePageT().terms;
  const to = useLocalePath();
  return (
    <article className="container legal">
      <PageHead title={t.title} description={t.description} path={paths.terms} />
      <h1 className="page-title">{t.heading}</h1>
      <h2>{t.orders}</h2>
      <p>{t.ordersText}</p>
      <h2>{t.payment}</h2>
      <p>
        {t.paymentText}
        {delivery && (
          <>
            {t.deliveryCosts}
            <ZoneFees zones={delivery.zones} />
            {t.freeFrom}
            <Money amount={delivery.free_from} />
            {t.orMore}
          </>
        )}
      </p>
      <h2>{t.exchanges}</h2>
      <p>
        {t.exchangeText}
        <Link to={to(paths.size)}>{t.sizeGuide}</Link>
        {t.beforeOrdering}
        <Link to={to(paths.contact)}>{t.contactUs}</Link>
        {t.toArrange}
      </p>
      <h2>{t.preOrders}</h2>
      <p>{t.preOrdersText}</p>
    </article>
  );
}
