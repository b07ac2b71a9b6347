import type { Product } from '@vigor/shared';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ProductCard } from './product-card';

export const ROW_SCROLL_STEP = 300;
const ROW_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 768px) 240px, 45vw';

interface HomeRowProps {
  title: string;
  /** Lower-case name for the texts, e.g. "hoodies". */
  category: string;
  viewAll: string;
  products: readonly Product[] | undefined;
  loading: boolean;
  /** The row could not be loaded: say so and offer to try again (not "none found"). */
  failed?: boolean;
  onRetry?: () => void;
  onAction: (product: Product) => void;
  busy?: boolean;
  priority?: boolean;
}

/** A horizontally scrolling row of up to 10 products with 300px scroll buttons. */
export function HomeRow({
  title,
  category,
  viewAll,
  products,
  loading,
  failed,
  onRetry,
  onAction,
  busy,
  priority,
}: HomeRowProps) {
  const scroller = useRef<HTMLUListElement>(null);
  const scroll = (left: number) => scroller.current?.scrollBy?.({ left, behavior: 'smooth' });
  const headingId = `row-${category}`;
  return (
    <section className="row" aria-labelledby={headingId}>
      <div className="row__head">
        <h2 id={headingId}>{title}</h2>
        <div className="row__controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => scroll(-ROW_SCROLL_STEP)}
            aria-label={`Scroll ${category} left`}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => scroll(ROW_SCROLL_STEP)}
            aria-label={`Scroll ${category} right`}
          >
            <span aria-hidden="true">›</span>
          </button>
          <Link to={viewAll} className="button button--outline" aria-label={`VIEW ALL ${category}`}>
            VIEW ALL
          </Link>
        </div>
      </div>
      {products && products.length > 0 ? (
        <ul className="row__track" ref={scroller}>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                onAction={onAction}
                busy={busy}
                priority={priority && index === 0}
                imageSizes={ROW_IMAGE_SIZES}
              />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <p className="state" role="alert">
          Couldn't load {category}.{' '}
          <button
            type="button"
            className="button button--outline"
            onClick={onRetry}
            disabled={loading}
            aria-label={`Retry loading ${category}`}
          >
            {loading ? 'RETRYING...' : 'RETRY'}
          </button>
        </p>
      ) : (
        <p className="state">{loading ? 'Loading products...' : `No ${category} found.`}</p>
      )}
    </section>
  );
}
