import type { Product } from '@vigor/shared';
import { ProductGrid, useCardActions } from '../../products';

interface RecommendationBlockProps {
  title: string;
  id: string;
  products: readonly Product[] | undefined;
  notify: (text: string, kind?: 'success' | 'error') => void;
}

/** Up to 4 other products, as cards like the home rows. */
export function RecommendationBlock({ title, id, products, notify }: RecommendationBlockProps) {
  const { onAction, busy } = useCardActions(notify);
  if (!products || products.length === 0) return null;
  return (
    <section className="recommendations" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ProductGrid products={products} onAction={onAction} busy={busy} />
    </section>
  );
}
