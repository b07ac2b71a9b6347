import { effectivePrice, type Product } from '@vigor/shared';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useGuardedClick } from '../../../lib/guarded-click';
import { useAddToCart } from '../../cart';

export type CardVariant = 'home' | 'list';

export type CardAction =
  | { kind: 'coming-soon'; label: 'Coming Soon' }
  | { kind: 'out-of-stock'; label: 'Out of Stock' }
  | { kind: 'pre-order'; label: 'Pre-Order Now' | 'PRE-ORDER NOW' }
  | { kind: 'add'; label: 'ADD TO CART' | 'Choose options' };

/**
 * home rows and recommendations judge "out of stock" by stock (is_out_of_stock),
 * shop lists by status alone (is_blocked).
 */
export function isCardBlocked(product: Product, variant: CardVariant): boolean {
  if (variant === 'list') return product.is_blocked;
  return product.is_out_of_stock || product.status === 'out_of_stock';
}

export function cardAction(product: Product, variant: CardVariant): CardAction {
  if (product.status === 'coming_soon') return { kind: 'coming-soon', label: 'Coming Soon' };
  if (product.status === 'pre_order') {
    return { kind: 'pre-order', label: variant === 'home' ? 'Pre-Order Now' : 'PRE-ORDER NOW' };
  }
  if (isCardBlocked(product, variant)) return { kind: 'out-of-stock', label: 'Out of Stock' };
  return { kind: 'add', label: variant === 'home' ? 'ADD TO CART' : 'Choose options' };
}

/** Where a card click leads, or null when the card does nothing (coming soon, blocked). */
export function cardTarget(product: Product, variant: CardVariant): { to: string; state?: object } | null {
  if (product.status === 'coming_soon') return null;
  if (product.status === 'pre_order') return { to: paths.product(product.id), state: { fromPreOrder: true } };
  if (isCardBlocked(product, variant)) return null;
  return { to: paths.product(product.id) };
}

/** The one size a card can add without asking, or null when the shopper has to choose. */
export function singleSize(product: Product): string | null {
  const open = product.sizes.filter((s) => s.available == null || s.available > 0);
  return product.sizes.length === 1 && open.length === 1 ? (open[0]?.size ?? null) : null;
}

/**
 * The card button: adds one unit when the product has a single size, otherwise opens the
 * product page to choose options; pre-order opens the product page with the flag.
 */
export function useCardActions(notify: (text: string, kind?: 'success' | 'error') => void) {
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const [run, running] = useGuardedClick(async (product: Product, variant: CardVariant) => {
    const action = cardAction(product, variant);
    if (action.kind === 'pre-order') {
      navigate(paths.product(product.id), { state: { fromPreOrder: true } });
      return;
    }
    if (action.kind !== 'add') return;
    const size = singleSize(product);
    if (!size) {
      navigate(paths.product(product.id));
      return;
    }
    try {
      await addToCart.mutateAsync({
        product_id: product.id,
        quantity: 1,
        size,
        price: effectivePrice(product),
      });
      notify(`${product.name} added to cart successfully!`);
    } catch {
      notify('Failed to add product to cart. Please try again.', 'error');
    }
  });
  return { onAction: run, busy: running || addToCart.isPending };
}
