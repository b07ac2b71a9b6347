import { productName, type CartItem } from '@vigor/shared';
import { useLang } from '../../../lib/i18n';
import { useUnitsPerLine } from '../../cart';
import { QuantityOffers } from './quantity-offers';

/**
 * The quantity offers of the cart's products, one set of choices per line whose product has
 * some: the tier its units reach is checked, picking another sets the line's quantity.
 */
export function CartTiers({
  lines,
  onQuantity,
  disabled,
}: {
  lines: readonly CartItem[];
  onQuantity: (line: CartItem, quantity: number) => void;
  disabled?: boolean;
}) {
  const lang = useLang();
  const maxQuantity = useUnitsPerLine();
  const offered = lines.filter((line) => line.product.offers?.tiers.length);
  if (!offered.length) return null;
  return (
    <div className="offers__cart-tiers">
      {offered.map((line) => (
        <div key={line.id} aria-label={productName(line.product, lang)} role="group">
          <p className="offers__product">{productName(line.product, lang)}</p>
          <QuantityOffers
            product={line.product}
            quantity={line.quantity}
            max={Math.min(maxQuantity, line.available_quantity ?? maxQuantity)}
            onPick={(quantity) => onQuantity(line, quantity)}
            disabled={disabled}
            name={`tiers-line-${line.id}`}
          />
        </div>
      ))}
    </div>
  );
}
