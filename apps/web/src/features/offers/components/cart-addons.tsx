import type { AddonView, CartItem } from '@vigor/shared';
import { useState } from 'react';
import { useAddToCart } from '../../cart';
import { AddonOffers } from './addon-offers';

/**
 * The add-ons the cart's products offer and the cart does not hold yet: one tap puts one in the
 * cart, where it is priced at its offer price with its product (docs/product.md, "Offers").
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
    <AddonOffers
      addons={[...addons.values()]}
      taken={inCart}
      sizes={sizes}
      onSize={(id, size) => setSizes((s) => ({ ...s, [id]: size }))}
      onTake={({ addon, size }) =>
        void addToCart.mutateAsync({ product_id: addon.product_id, quantity: 1, size }).catch(() => {})
      }
      disabled={addToCart.isPending}
    />
  );
}
