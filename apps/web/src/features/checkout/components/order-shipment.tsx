import type { PublicOrder } from '@vigor/shared';
import { usePageT } from '../../../lib/i18n';

/**
 * The parcel once it left the shop, on the order's page: the carrier and its tracking code (when
 * the carrier gave one), which the shopper may quote to the courier. Both read left to right,
 * Arabic page included.
 */
export function OrderShipment({ shipment }: { shipment: NonNullable<PublicOrder['shipment']> }) {
  const t = usePageT().order.shipment;
  return (
    <section className="order-shipment" aria-label={t.title}>
      <dl>
        <div>
          <dt>{t.carrier}</dt>
          <dd>
            <bdi dir="ltr">{shipment.carrier}</bdi>
          </dd>
        </div>
        {shipment.tracking_code && (
          <div>
            <dt>{t.tracking}</dt>
            <dd>
              <bdi dir="ltr">{shipment.tracking_code}</bdi>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
