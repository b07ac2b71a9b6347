import { useState, type FormEvent } from 'react';
import type { CarrierWithFees } from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { useSaveCarrier } from '../api/shipping';

const FEES = [
  { key: 'delivery_fee', label: 'Fee per delivered parcel (dh)' },
  { key: 'return_fee', label: 'Fee per refused or returned parcel (dh)' },
  { key: 'cash_fee_percent', label: 'Cash-collection fee (% of the cash)' },
] as const;
type Fee = (typeof FEES)[number]['key'];

const textOf = (value: number | null) => (value == null ? '' : String(value));

/**
 * What a carrier charges, for PROFIT (docs/product.md, "Profit"): an empty field is "not typed",
 * and the figures that need it are marked until it is.
 */
export function CarrierFeesForm({ carrier }: { carrier: CarrierWithFees }) {
  const save = useSaveCarrier();
  const [values, setValues] = useState<Record<Fee, string>>({
    delivery_fee: textOf(carrier.delivery_fee),
    return_fee: textOf(carrier.return_fee),
    cash_fee_percent: textOf(carrier.cash_fee_percent),
  });
  const [message, setMessage] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const body = Object.fromEntries(
      FEES.map(({ key }) => [key, values[key] === '' ? null : Number(values[key])]),
    );
    save.mutate(
      { id: carrier.id, ...body },
      { onSuccess: () => setMessage('Fees saved'), onError: (e) => setMessage(messageOf(e)) },
    );
  };
  return (
    <form className="bo-inline-form" onSubmit={submit} aria-label={`${carrier.name} fees`}>
      {FEES.map(({ key, label }) => (
        <label key={key}>
          {label}{' '}
          <input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values[key]}
            onChange={(e) => setValues({ ...values, [key]: e.target.value })}
          />
        </label>
      ))}
      <button type="submit" className="button button--outline" disabled={save.isPending}>
        SAVE FEES
      </button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}
