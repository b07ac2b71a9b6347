import { productName, type Product } from '@vigor/shared';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { GRID_IMAGE_SIZES, ProductImage } from '../../../components/ui/product-image';
import { cardAction, cardTarget } from '../hooks/use-card-actions';
import { ProductBadge } from './product-badge';
import { useLang, useLocalePath, useT } from '../../../lib/i18n';

interface ProductCardProps {
  product: Product;
  onAction: (product: Product) => void;
  busy?: boolean;
  priority?: boolean;
  imageSizes?: string;
}

/** A product in a grid or row: badge, image, name, price and the button that says what it does. */
export function ProductCard({
  product,
  onAction,
  busy,
  priority,
  imageSizes = GRID_IMAGE_SIZES,
}: ProductCardProps) {
  const target = cardTarget(product);
  const action = cardAction(product);
  const disabled = action.kind === 'coming-soon' || action.kind === 'sold-out';
  const label = useT().card.action[action.kind];
  const to = useLocalePath();
  const name = productName(product, useLang());
  const body = (
    <>
      <div className="card__media">
        <ProductImage image={product.image} alt={name} sizes={imageSizes} priority={priority} />
        <ProductBadge product={product} />
      </div>
      <h3 className="card__name">{name}</h3>
      <Price product={product} className="card__price" />
    </>
  );
  return (
    <article className="card" aria-label={name}>
      {target ? (
        <Link to={to(target.to)} state={target.state} className="card__link">
          {body}
        </Link>
      ) : (
        <div className="card__link card__link--inactive">{body}</div>
      )}
      <button
        type="button"
        className="button card__button"
        disabled={disabled || busy}
        onClick={() => onAction(product)}
        aria-label={disabled ? `${name}: ${label}` : `${label}: ${name}`}
      >
        {label}
      </button>
    </article>
  );
}
