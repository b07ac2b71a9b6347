import { useQueryClient } from '@tanstack/react-query';
import { deliveryFee, type OrderTotals } from '@vigor/shared';
import { useState } from 'react';
import { deliveryKeys, useDeliverySettings } from '../../delivery';

/** Goods and delivery as a checkout shows them; the fee is null until a city gives it. */
export interface ShownTotals {
  subtotal: number;
  fee: number | null;
}

/**
 * The totals a checkout shows and sends with its order (`expected_totals`, docs/product.md
 * "Checkout"): by the shop's delivery rule, until the server refuses an order because the totals
 * changed (409 `totals_changed`). From then on the server's totals are shown and sent, until the
 * page's own figures move (the delivery settings fetched again, another city or quantity), so
 * that the shopper is only ever charged what the page showed last.
 */
export function useShownTotals(subtotal: number, city: string) {
  const { data: delivery } = useDeliverySettings();
  const queryClient = useQueryClient();
  const fee = delivery ? deliveryFee(delivery, city || null, subtotal) : null;
  const figures = `${subtotal}|${fee}`;
  const [changed, setChanged] = useState<{ from: string; to: OrderTotals } | null>(null);
  const shown: ShownTotals =
    changed?.from === figures
      ? { subtotal: changed.to.total_amount, fee: changed.to.delivery_fee }
      : { subtotal, fee };
  return {
    shown,
    expected: shown.fee === null ? undefined : { total_amount: shown.subtotal, delivery_fee: shown.fee },
    /** The totals of a refused order: shown from now on, while the delivery rule is fetched again. */
    noteChanged: (to: OrderTotals) => {
      setChanged({ from: figures, to });
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.settings() });
    },
  };
}
