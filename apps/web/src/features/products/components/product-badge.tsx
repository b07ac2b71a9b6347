import { isSoldOut, type Product } from '@vigor/shared';

/** The card badge: the same judgement as the card button (see cardAction). */
export function badgeText(product: Product): string {
  if (product.status === 'coming_soon') return 'Coming Soon';
  if (product.status === 'pre_order') return 'Pre-Order';
  if (isSoldOut(product)) return 'Sold Out';
  return 'Available';
}

export function ProductBadge({ product }: { product: Product }) {
  const text = badgeText(product);
  const modifier = text.toLowerCase().replace(/[^a-z]+/g, '-');
  return <span className={`badge badge--${modifier}`}>{text}</span>;
}
