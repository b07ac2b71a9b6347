import type { AddonView, CartItem } from '@vigor/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useAddToCart } from '../../cart';
import { AddonOffers } from './addon-offers';

/**
 * The add-ons the cart's products offer and the cart does not hold yet: one tap puts one in the
 * cart, where it is priced at its offer price with its product (docs/product.md, "Offers"). A refusal
 * (stock, the order limits) is said under the offers.
 */
export function CartAddons({ lines }: { lines: readonly CartItem[] }) {
  const addToCart = useAddToCart();
  const [sizes, setSizes] = useState<Record<number, string>>({});
  const inCart = new Set(lines.map((l) => l.product_id));
  const addons = new Map<number, AddonView>();
  for (const line of lines) {
    for (const addon of line.product.offers?.addons ?? []) {
      if (!inCart.has(addon.product_id) && !addons.has(addon.product_id)) addons.set(addon.product_id, addon);
    }
  }
  return (
    <>
      <AddonOffers
        addons={[...addons.values()]}
        choices={{
          takenIds: inCart,
          sizes,
          onSize: (id, size) => setSizes((s) => ({ ...s, [id]: size })),
          onTake: ({ addon, size }) =>
            void addToCart
              .mutateAsync({ product_id: addon.product_id, quantity: 1, size })
              .catch(() => undefined),
        }}
        disabled={addToCart.isPending}
      />
      {addToCart.isError && <p role="alert">{messageOf(addToCart.error)}</p>}
    </>
  );
}
