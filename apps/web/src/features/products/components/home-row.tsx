import { langDir, type Product } from '@vigor/shared';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ProductCard } from './product-card';
import { useLang, useT } from '../../../lib/i18n';

export const ROW_SCROLL_STEP = 300;
const ROW_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 768px) 240px, 45vw';

interface HomeRowProps {
  title: string;
  category: 'hoodies' | 'beanies';
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
  const t = useT().row;
  // "Forward" runs along the reading direction: leftwards in Arabic.
  const forward = langDir(useLang()) === 'rtl' ? -1 : 1;
  const scroll = (steps: number) =>
    scroller.current?.scrollBy?.({ left: steps * forward * ROW_SCROLL_STEP, behavior: 'smooth' });
  const headingId = `row-${category}`;
  const name = t.categories[category];
  return (
    <section className="row" aria-labelledby={headingId}>
      <div className="row__head">
        <h2 id={headingId}>{title}</h2>
        <div className="row__controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => scroll(-1)}
            aria-label={t.scrollBack(name)}
          >
            <span aria-hidden="true" className="pointing">
              ‹
            </span>
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => scroll(1)}
            aria-label={t.scrollForward(name)}
          >
            <span aria-hidden="true" className="pointing">
              ›
            </span>
          </button>
          <Link to={viewAll} className="button button--outline" aria-label={t.viewAllOf(name)}>
            {t.viewAll}
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
          {t.failed(name)}{' '}
          <button
            type="button"
            className="button button--outline"
            onClick={onRetry}
            disabled={loading}
            aria-label={t.retryOf(name)}
          >
            {loading ? t.retrying : t.retry}
          </button>
        </p>
      ) : (
        <p className="state">{loading ? t.loading : t.none(name)}</p>
      )}
    </section>
  );
}
