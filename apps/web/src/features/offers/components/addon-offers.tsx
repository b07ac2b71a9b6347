import { DEFAULT_SIZES, productName, type AddonView } from '@vigor/shared';
import { Money } from '../../../components/ui/price';
import { useLang, usePageT } from '../../../lib/i18n';
import { useSizeLabel } from '../../../lib/size-label';

/** An add-on the shopper took, in a size. */
export interface TakenAddon {
  addon: AddonView;
  size: string;
}

/** The sizes an add-on can be taken in now (units left), or the default sizes when none are entered. */
export function addonSizes(addon: AddonView): string[] {
  const { sizes, status } = addon.product;
  if (!sizes.length) return [...DEFAULT_SIZES];
  return sizes.filter((s) => status === 'pre_order' || s.available !== 0).map((s) => s.size);
}

/** What a page does with its add-ons: those taken, the sizes chosen, and the taps. */
export interface AddonChoices {
  takenIds: ReadonlySet<number>;
  sizes: Readonly<Record<number, string>>;
  onSize: (productId: number, size: string) => void;
  onTake: (choice: TakenAddon) => void;
}

/**
 * Add-on offers ("Add the Atlas Beanie for 79 dh instead of 99 dh"), one tap each. `takenIds`
 * lists those already in the order; `onTake` takes one in the size chosen (the first with units left).
 */
export function AddonOffers({
  addons,
  choices: { takenIds: taken, sizes, onSize, onTake },
  disabled,
}: {
  addons: readonly AddonView[];
  choices: AddonChoices;
  disabled?: boolean;
}) {
  const t = usePageT().offers;
  const lang = useLang();
  const sizeLabel = useSizeLabel();
  const offered = addons.filter((addon) => addonSizes(addon).length > 0);
  if (!offered.length) return null;
  return (
    <section className="offers offers--addons" aria-label={t.addonTitle}>
      <h2 className="offers__title">{t.addonTitle}</h2>
      <ul>
        {offered.map((addon) => {
          const name = productName(addon.product, lang);
          const offeredSizes = addonSizes(addon);
          const size = sizes[addon.product_id] ?? offeredSizes[0]!;
          const isTaken = taken.has(addon.product_id);
          return (
            <li key={addon.product_id} className="offers__addon">
              <p>
                {t.addonText(name)} <Money amount={addon.offer_price} /> {t.insteadOf}{' '}
                <s>
                  <Money amount={addon.product.prix_reduction ?? addon.product.price} />
                </s>
              </p>
              {offeredSizes.length > 1 && (
                <select
                  aria-label={t.addonSize(name)}
                  value={size}
                  disabled={disabled || isTaken}
                  onChange={(event) => onSize(addon.product_id, event.target.value)}
                >
                  {offeredSizes.map((s) => (
                    <option key={s} value={s}>
                      {sizeLabel(s)}
                    </option>
                  ))}
                </select>
              )}
              <button
                type="button"
                className={`button${isTaken ? '' : ' button--outline'}`}
                aria-pressed={isTaken}
                disabled={disabled}
                onClick={() => onTake({ addon, size })}
              >
                {isTaken ? `${t.added} ✓` : t.add}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
