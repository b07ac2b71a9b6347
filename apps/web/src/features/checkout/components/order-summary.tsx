import { cartDeliveryFee, formatPrice, FREE_SHIPPING_THRESHOLD } from '@vigor/shared';
import type { ReactNode } from 'react';

/** Subtotal, delivery fee of the shared rule (30 dh below 599 dh, free from 599 dh) and total. */
export function OrderSummary({ subtotal, children }: { subtotal: number; children?: ReactNode }) {
  const fee = cartDeliveryFee(subtotal);
  return (
    <section className="summary" aria-label="Order summary">
      <dl>
        <dt>Subtotal</dt>
        <dd data-testid="subtotal">{formatPrice(subtotal)}</dd>
        <dt>Delivery</dt>
        <dd data-testid="delivery">{fee === 0 && subtotal > 0 ? 'Free' : formatPrice(fee)}</dd>
        <dt className="summary__total">Total</dt>
        <dd className="summary__total" data-testid="total">
          {formatPrice(subtotal + fee)}
        </dd>
      </dl>
      <p className="summary__hint">Free delivery on orders over {FREE_SHIPPING_THRESHOLD} dh</p>
      {children}
    </section>
  );
}
