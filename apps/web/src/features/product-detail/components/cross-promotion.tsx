import { productName, type Product } from '@vigor/shared';
import { Link, useNavigate } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { collectionPath, paths } from '../../../config/paths';
import { useLang, useLocalePath, usePageT } from '../../../lib/i18n';

/** One complementary product, shown when arriving from a pre-order or with showCrossPromotion. */
export function CrossPromotion({ product }: { product: Product }) {
  const navigate = useNavigate();
  const preOrder = product.status === 'pre_order';
  const t = usePageT().product.cross;
  const to = useLocalePath();
  const name = productName(product, useLang());
  return (
    <section className="cross" aria-labelledby="cross-title">
      <h2 id="cross-title">{t.title}</h2>
      <div className="cross__body">
        <ProductImage image={product.image} alt={name} sizes="160px" className="cross__image" />
        <div>
          <p className="cross__name">{name}</p>
          <Price product={product} />
          <div className="cross__actions">
            <button
              type="button"
              className="button"
              onClick={() =>
                void navigate(
                  to(paths.product(product.id)),
                  preOrder ? { state: { fromPreOrder: true } } : undefined,
                )
              }
            >
              {preOrder ? t.preOrder : t.details}
            </button>
            <Link to={to(collectionPath(product.type))}>{t.discover[product.type]}</Link>
          </div>
        </div>
      </div>
    </section>
  );
}
