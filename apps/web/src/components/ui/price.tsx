import { effectivePrice, formatPrice, hasDiscount, type Priced } from '@vigor/shared';

/**
 * An amount of money as the store shows it (`249.00 dh`). Every price on a page goes through
 * here: the `price-text` class keeps the number and `dh` on one line.
 */
export function Money({ amount, className }: { amount: number; className?: string }) {
  return <span className={['price-text', className].filter(Boolean).join(' ')}>{formatPrice(amount)}</span>;
}

/** The price of a product: the old price struck through and the sale price when discounted. */
export function Price({ product, className }: { product: Priced; className?: string }) {
  if (!hasDiscount(product)) {
    return <Money amount={product.price} className={['price', className].filter(Boolean).join(' ')} />;
  }
  return (
    <span className={['price', 'price--sale', className].filter(Boolean).join(' ')}>
      <s className="price__old">
        <span className="visually-hidden">Regular price </span>
        <Money amount={product.price} />
      </s>{' '}
      <span className="price__new">
        <span className="visually-hidden">Sale price </span>
        <Money amount={effectivePrice(product)} />
      </span>
    </span>
  );
}
