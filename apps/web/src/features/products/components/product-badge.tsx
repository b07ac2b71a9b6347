import { isSoldOut, type Product } from '@vigor/shared';
import { useT } from '../../../lib/i18n';

type Badge = 'comingSoon' | 'preOrder' | 'soldOut' | 'available';

/** The card badge: the same judgement as the card button (see cardAction). */
export function badgeOf(product: Product): Badge {
  if (product.status === 'coming_soon') return 'comingSoon';
  if (product.status === 'pre_order') return 'preOrder';
  if (isSoldOut(product)) return 'soldOut';
  return 'available';
}

/** The badge's class names its kind in English whatever the language: the styles key on it. */
const MODIFIER: Record<Badge, string> = {
  comingSoon: 'coming-soon',
  preOrder: 'pre-order',
  soldOut: 'sold-out',
  available: 'available',
};

export function ProductBadge({ product }: { product: Product }) {
  const badge = badgeOf(product);
  return <span className={`badge badge--${MODIFIER[badge]}`}>{useT().card.badge[badge]}</span>;
}
