import { effectivePrice, type Product } from '@vigor/shared';
import { Money } from '../../../components/ui/price';
import { usePageT } from '../../../lib/i18n';

/**
 * The product's quantity offers as choices ("1 × 249 dh · 2 × 224.10 dh, you save 49.80 dh"): the
 * best one the quantity reaches is checked (it applies by itself), picking one sets the quantity.
 */
export function QuantityOffers({
  product,
  quantity,
  max,
  onPick,
  disabled,
  name = `tiers-${product.id}`,
}: {
  product: Product;
  quantity: number;
  max: number;
  onPick: (quantity: number) => void;
  disabled?: boolean;
  /** The radio group's name: one a cart line when a product has two lines. */
  name?: string;
}) {
  const t = usePageT().offers;
  const tiers = (product.offers?.tiers ?? []).filter((tier) => tier.min_qty <= max);
  if (!tiers.length) return null;
  const reached = tiers.filter((tier) => tier.min_qty <= quantity).at(-1)?.min_qty ?? 1;
  const choices = [{ min_qty: 1, unit_price: effectivePrice(product), saving: 0 }, ...tiers];
  return (
    <fieldset className="offers offers--tiers" disabled={disabled}>
      <legend>{t.quantityTitle}</legend>
      {choices.map((choice) => (
        <label key={choice.min_qty} className="offers__choice">
          <input
            type="radio"
            name={name}
            checked={reached === choice.min_qty}
            onChange={() => onPick(choice.min_qty)}
          />
          <span className="offers__units">
            <bdi>{t.units(choice.min_qty)}</bdi> <Money amount={choice.unit_price} />
          </span>
          {choice.saving > 0 && (
            <span className="offers__saving">
              {t.youSave} <Money amount={choice.saving} />
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
