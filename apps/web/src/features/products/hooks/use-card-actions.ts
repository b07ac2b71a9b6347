import { effectivePrice, isSoldOut, productName, type Product } from '@vigor/shared';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useGuardedClick } from '../../../lib/guarded-click';
import { useAddToCart } from '../../cart';
import { useLang, useLocalePath, useT } from '../../../lib/i18n';

/**
 * The card button, labelled with what it does: ADD TO CART adds the product's one size at once,
 * CHOOSE SIZE and PRE-ORDER NOW open the product page, COMING SOON and SOLD OUT do nothing.
 */
export type CardAction =
  | { kind: 'coming-soon' }
  | { kind: 'sold-out' }
  | { kind: 'pre-order' }
  | { kind: 'choose-size' }
  | { kind: 'add'; size: string };

/** The one size a card can add without asking, or null when the shopper has to choose. */
export function singleSize(product: Product): string | null {
  const open = product.sizes.filter((s) => s.available == null || s.available > 0);
  return product.sizes.length === 1 && open.length === 1 ? (open[0]?.size ?? null) : null;
}

export function cardAction(product: Product): CardAction {
  if (product.status === 'coming_soon') return { kind: 'coming-soon' };
  if (product.status === 'pre_order') return { kind: 'pre-order' };
  if (isSoldOut(product)) return { kind: 'sold-out' };
  const size = singleSize(product);
  return size ? { kind: 'add', size } : { kind: 'choose-size' };
}

/** Where a card click leads, or null when the card does nothing (coming soon, sold out). */
export function cardTarget(product: Product): { to: string; state?: object } | null {
  const action = cardAction(product);
  if (action.kind === 'coming-soon' || action.kind === 'sold-out') return null;
  if (action.kind === 'pre-order') return { to: paths.product(product.id), state: { fromPreOrder: true } };
  return { to: paths.product(product.id) };
}

/** Runs a card button's action (see CardAction). */
export function useCardActions(notify: (text: string, kind?: 'success' | 'error') => void) {
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const t = useT().card;
  const lang = useLang();
  const to = useLocalePath();
  const [run, running] = useGuardedClick(async (product: Product) => {
    const action = cardAction(product);
    if (action.kind === 'pre-order' || action.kind === 'choose-size') {
      const target = cardTarget(product);
      if (target) void navigate(to(target.to), { state: target.state });
      return;
    }
    if (action.kind !== 'add') return;
    try {
      await addToCart.mutateAsync({
        product_id: product.id,
        quantity: 1,
        size: action.size,
        price: effectivePrice(product),
      });
      notify(t.added(productName(product, lang)));
    } catch {
      notify(t.addFailed, 'error');
    }
  });
  return { onAction: run, busy: running || addToCart.isPending };
}
