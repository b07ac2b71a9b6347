import type { Product } from '@vigor/shared';
import type { CardVariant } from '../hooks/use-card-actions';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly Product[];
  variant: CardVariant;
  onAction: (product: Product, variant: CardVariant) => void;
  busy?: boolean;
  /** How many cards are above the fold: their images load eagerly, the first with high priority. */
  eager?: number;
}

/** 2 columns below 768px, 3 from 768 to 1023, 4 from 1024. */
export function ProductGrid({ products, variant, onAction, busy, eager = 0 }: ProductGridProps) {
  return (
    <ul className="grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            variant={variant}
            onAction={onAction}
            busy={busy}
            priority={index < eager}
          />
        </li>
      ))}
    </ul>
  );
}
