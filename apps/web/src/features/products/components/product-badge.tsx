import type { Product } from '@vigor/shared';

/** The card badge . */
export function badgeText(product: Product, outOfStock: boolean): string {
  if (product.status === 'coming_soon') return 'Coming Soon';
  if (product.status === 'pre_order') return 'Pre-Order';
  if (outOfStock) return 'Out of Stock';
  return 'Available';
}

export function ProductBadge({ product, outOfStock }: { product: Product; outOfStock: boolean }) {
  const text = badgeText(product, outOfStock);
  const modifier = text.toLowerCase().replace(/[^a-z]+/g, '-');
  return <span className={`badge badge--${modifier}`}>{text}</span>;
}
