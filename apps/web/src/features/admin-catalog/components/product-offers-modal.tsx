import {
  MAX_ADDONS,
  MAX_TIERS,
  ProductOffersInput,
  fieldErrorsOf,
  type Product,
  type ProductOffersView,
} from '@vigor/shared';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError, errorText, messageOf } from '../../../lib/api-client';
import { useProductOffers, useSaveProductOffers } from '../api/product-offers';
import { NumberField, OfferRows } from './offer-rows';

interface TierRow {
  min_qty: string;
  kind: 'percent_off' | 'amount_off';
  value: string;
}
interface AddonRow {
  product_id: string;
  offer_price: string;
}

const tierRows = (offers: ProductOffersView): TierRow[] =>
  offers.tiers.map((t) => ({
    min_qty: String(t.min_qty),
    kind: t.percent_off != null ? 'percent_off' : 'amount_off',
    value: String(t.percent_off ?? t.amount_off),
  }));
const addonRows = (offers: ProductOffersView): AddonRow[] =>
  offers.addons.map((a) => ({ product_id: String(a.product_id), offer_price: String(a.offer_price) }));

/** The PRODUCTS tab's offers of one product: quantity tiers and add-ons (docs/product.md, "Offers"). */
export function ProductOffersModal({
  product,
  onClose,
  onSaved,
}: {
  product: Product;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const offers = useProductOffers(product.id);
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="bo-dialog">
      <div className="bo-dialog__head">
        <h2 id={titleId} className="bo-dialog__title">
          Offers of {product.name}
        </h2>
        <button type="button" className="bo-dialog__close" onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      {offers.isError && <p role="alert">{messageOf(offers.error)}</p>}
      {offers.data && (
        <OffersForm product={product} offers={offers.data} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function OffersForm({
  product,
  offers,
  onClose,
  onSaved,
}: {
  product: Product;
  offers: ProductOffersView;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [tiers, setTiers] = useState<readonly TierRow[]>(() => tierRows(offers));
  const [addons, setAddons] = useState<readonly AddonRow[]>(() => addonRows(offers));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveProductOffers(product.id);
  const error = (key: string) => errors[key]?.join(' ');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The server's schema, checked here first; what needs the database (prices) the server checks.
    const parsed = ProductOffersInput.safeParse({
      tiers: tiers.map((t) => ({ min_qty: Number(t.min_qty), [t.kind]: Number(t.value) })),
      addons: addons.map((a) => ({ product_id: Number(a.product_id), offer_price: Number(a.offer_price) })),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      setFormError('Please correct the highlighted fields.');
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        onSaved(`Offers of “${product.name}” saved.`);
        onClose();
      },
      onError: (cause) => {
        const body = cause instanceof ApiError ? cause.body : null;
        setErrors((body as { errors?: Record<string, string[]> } | null)?.errors ?? {});
        setFormError(cause instanceof ApiError ? errorText(body) : messageOf(cause));
      },
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <OfferRows
        legend="Quantity offers (each unit, once the order holds this many)"
        rows={tiers}
        setRows={setTiers}
        max={MAX_TIERS}
        newRow={(rows): TierRow => ({
          min_qty: String((Number(rows.at(-1)?.min_qty) || 1) + 1),
          kind: 'percent_off',
          value: '',
        })}
        addLabel="Add a tier"
        errorKeys={(i) => [`tiers.${i}.min_qty`, `tiers.${i}.percent_off`, `tiers.${i}.amount_off`]}
        error={error}
        fields={(tier, set, i) => (
          <>
            <NumberField
              label="From units"
              min={2}
              value={tier.min_qty}
              onChange={(min_qty) => set({ min_qty })}
            />
            <NumberField label="Off" step="0.01" value={tier.value} onChange={(value) => set({ value })} />
            <select
              aria-label={`Tier ${i + 1}: off in`}
              value={tier.kind}
              onChange={(e) => set({ kind: e.target.value as TierRow['kind'] })}
            >
              <option value="percent_off">%</option>
              <option value="amount_off">dh per unit</option>
            </select>
          </>
        )}
      />
      <OfferRows
        legend="Add-ons (one unit at the offer price with this product)"
        rows={addons}
        setRows={setAddons}
        max={MAX_ADDONS}
        newRow={() => ({ product_id: '', offer_price: '' })}
        addLabel="Add an add-on"
        errorKeys={(i) => [`addons.${i}.product_id`, `addons.${i}.offer_price`]}
        error={error}
        fields={(addon, set) => (
          <>
            <NumberField
              label="Product ID"
              min={1}
              value={addon.product_id}
              onChange={(product_id) => set({ product_id })}
            />
            <NumberField
              label="Offer price (dh)"
              step="0.01"
              value={addon.offer_price}
              onChange={(offer_price) => set({ offer_price })}
            />
          </>
        )}
      />
      <div className="bo-dialog__actions">
        <button type="button" className="button button--outline" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={save.isPending}>
          Save offers
        </button>
      </div>
    </form>
  );
}
