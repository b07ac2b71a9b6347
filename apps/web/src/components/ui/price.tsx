import { effectivePrice, formatPrice, hasDiscount, type Priced } from '@vigor/shared';

/** The price of a product: the old price struck through and the sale price when discounted. */
export function Price({ product, className }: { product: Priced; className?: string }) {
  if (!hasDiscount(product)) {
    return (
      <span className={['price', className].filter(Boolean).join(' ')}>{formatPrice(product.price)}</span>
    );
  }
  return (
    <span className={['price', 'price--sale', className].filter(Boolean).join(' ')}>
      <s className="price__old">
        <span className="visually-hidden">Regular price </span>
        {formatPrice(product.price)}
      </s>{' '}
      <span className="price__new">
        <span className="visually-hidden">Sale price </span>
        {formatPrice(effectivePrice(product))}
      </span>
    </span>
  );
}
