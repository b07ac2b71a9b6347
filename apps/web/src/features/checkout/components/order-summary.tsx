import { amountToPay, deliveryFee } from '@vigor/shared';
import type { ReactNode } from 'react';
import { useDeliverySettings, ZoneFees } from '../../delivery';
import { Money } from '../../../components/ui/price';

/**
 * Subtotal, delivery fee and total by the shop's one delivery rule. Until a delivery city is
 * chosen (and below the free-delivery threshold) it says what each zone costs.
 */
export function OrderSummary({
  subtotal,
  city = '',
  children,
}: {
  subtotal: number;
  city?: string;
  children?: ReactNode;
}) {
  const { data: delivery } = useDeliverySettings();
  const fee = delivery ? deliveryFee(delivery, city || null, subtotal) : null;
  let feeText: ReactNode = '…';
  if (fee === 0 && subtotal > 0) feeText = 'Free';
  else if (fee !== null) feeText = <Money amount={fee} />;
  else if (delivery) feeText = <ZoneFees zones={delivery.zones} />;
  return (
    <section className="summary" aria-label="Order summary">
      <dl>
        <dt>Subtotal</dt>
        <dd data-testid="subtotal">
          <Money amount={subtotal} />
        </dd>
        <dt>Delivery</dt>
        <dd data-testid="delivery">{feeText}</dd>
        <dt className="summary__total">Total</dt>
        <dd className="summary__total" data-testid="total">
          <Money amount={amountToPay(subtotal, fee ?? 0)} />
          {fee === null && ' + delivery'}
        </dd>
      </dl>
      {delivery && <p className="summary__hint">Free delivery on orders over {delivery.free_from} dh</p>}
      {children}
    </section>
  );
}
