import type { Product } from '@vigor/shared';
import { Link, useNavigate } from 'react-router';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { collectionPath, paths } from '../../../config/paths';

/** One complementary product, shown when arriving from a pre-order or with showCrossPromotion. */
export function CrossPromotion({ product }: { product: Product }) {
  const navigate = useNavigate();
  const preOrder = product.status === 'pre_order';
  const typeName = product.type === 't-shirts' ? 'T-Shirts' : product.type;
  return (
    <section className="cross" aria-labelledby="cross-title">
      <h2 id="cross-title">COMPLETE THE LOOK</h2>
      <div className="cross__body">
        <ProductImage image={product.image} alt={product.name} sizes="160px" className="cross__image" />
        <div>
          <p className="cross__name">{product.name}</p>
          <Price product={product} />
          <div className="cross__actions">
            <button
              type="button"
              className="button"
              onClick={() =>
                void navigate(
                  paths.product(product.id),
                  preOrder ? { state: { fromPreOrder: true } } : undefined,
                )
              }
            >
              {preOrder ? 'PRE-ORDER NOW' : 'VIEW DETAILS'}
            </button>
            <Link to={collectionPath(product.type)}>Discover more {typeName}</Link>
          </div>
        </div>
      </div>
    </section>
  );
}
