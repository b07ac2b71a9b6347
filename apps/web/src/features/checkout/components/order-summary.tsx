import { cashToCollect } from '@vigor/shared';
import type { ReactNode } from 'react';
import { useDeliverySettings, ZoneFees } from '../../delivery';
import { Money } from '../../../components/ui/price';
import { usePageT } from '../../../lib/i18n';
import type { ShownTotals } from '../hooks/use-shown-totals';

/**
 * Subtotal, delivery fee and total (useShownTotals: the shop's one delivery rule). Until a
 * delivery city is chosen (and below the free-delivery threshold) it says what each zone costs.
 */
export function OrderSummary({
  totals: { subtotal, fee },
  children,
}: {
  totals: ShownTotals;
  children?: ReactNode;
}) {
  const { data: delivery } = useDeliverySettings();
  const t = usePageT().checkout;
  let feeText: ReactNode = '…';
  if (fee === 0 && subtotal > 0) feeText = t.free;
  else if (fee !== null) feeText = <Money amount={fee} />;
  else if (delivery) feeText = <ZoneFees zones={delivery.zones} />;
  return (
    <section className="summary" aria-label={t.summary}>
      <dl>
        <dt>{t.subtotal}</dt>
        <dd data-testid="subtotal">
          <Money amount={subtotal} />
        </dd>
        <dt>{t.delivery}</dt>
        <dd data-testid="delivery">{feeText}</dd>
        <dt className="summary__total">{t.total}</dt>
        <dd className="summary__total" data-testid="total">
          <Money amount={cashToCollect({ total_amount: subtotal, delivery_fee: fee })} />
          {fee === null && t.plusDelivery}
        </dd>
      </dl>
      {delivery && <p className="summary__hint">{t.freeOver(delivery.free_from)}</p>}
      {children}
    </section>
  );
}
