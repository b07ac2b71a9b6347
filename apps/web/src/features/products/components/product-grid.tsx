import type { Product } from '@vigor/shared';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly Product[];
  onAction: (product: Product) => void;
  busy?: boolean;
  /** How many cards are above the fold: their images load eagerly, with high priority. */
  eager?: number;
}

/** 2 columns below 768px, 3 from 768 to 1023, 4 from 1024. */
export function ProductGrid({ products, onAction, busy, eager = 0 }: ProductGridProps) {
  return (
    <ul className="grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} onAction={onAction} busy={busy} priority={index < eager} />
        </li>
      ))}
    </ul>
  );
}
