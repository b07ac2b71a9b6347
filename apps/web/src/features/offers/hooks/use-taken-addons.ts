import { useState } from 'react';
import type { TakenAddon } from '../components/addon-offers';

/**
 * The add-ons a shopper took on a page (one tap takes, a second lets go) and the sizes chosen.
 * `initial` (those taken on the product page) holds until the shopper changes them: the quick
 * order reads it from the history entry once hydrated, after the first render.
 */
export function useTakenAddons(initial: readonly TakenAddon[] = NONE) {
  const [own, setOwn] = useState<readonly TakenAddon[] | null>(null);
  const [sizes, setSizes] = useState<Record<number, string>>({});
  const taken = own ?? initial;
  return {
    taken,
    takenIds: new Set(taken.map((t) => t.addon.product_id)),
    sizes,
    onSize: (productId: number, size: string) => setSizes((s) => ({ ...s, [productId]: size })),
    onTake: (choice: TakenAddon) => {
      const id = choice.addon.product_id;
      setOwn(
        taken.some((t) => t.addon.product_id === id)
          ? taken.filter((t) => t.addon.product_id !== id)
          : [...taken, choice],
      );
    },
  };
}

const NONE: readonly TakenAddon[] = [];
