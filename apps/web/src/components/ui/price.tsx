import { effectivePrice, formatPrice, hasDiscount, type Priced } from '@vigor/shared';
import { useLang, useT } from '../../lib/i18n';

/**
 * An amount of money as the store shows it in the page's language (`249.00 dh`, `249,00 DH`,
 * `249,00 درهم`). Every price on a page goes through here: the `price-text` class keeps the
 * number and the currency on one line, and the <bdi> keeps an amount and the punctuation around it
 * in their places in a sentence of the other direction.
 */
export function Money({ amount, className }: { amount: number; className?: string }) {
  return (
    <bdi className={['price-text', className].filter(Boolean).join(' ')}>
      {formatPrice(amount, useLang())}
    </bdi>
  );
}

/** The price of a product: the old price struck through and the sale price when discounted. */
export function Price({ product, className }: { product: Priced; className?: string }) {
  const t = useT().ui;
  if (!hasDiscount(product)) {
    return <Money amount={product.price} className={['price', className].filter(Boolean).join(' ')} />;
  }
  return (
    <span className={['price', 'price--sale', className].filter(Boolean).join(' ')}>
      <s className="price__old">
        <span className="visually-hidden">{t.regularPrice}</span>
        <Money amount={product.price} />
      </s>{' '}
      <span className="price__new">
        <span className="visually-hidden">{t.salePrice}</span>
        <Money amount={effectivePrice(product)} />
      </span>
    </span>
  );
}
