import { useState, type FormEvent } from 'react';
import type { CarrierParcel } from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { useChooseDistrict } from '../api/sendit';

/**
 * The district a shipping agent chooses for a parcel whose address names none of its city's
 * (docs/carriers.md, "Sendit"); a held parcel has its own answer (HeldParcelActions).
 */
export function SenditParcelActions({ parcel }: { parcel: CarrierParcel }) {
  const choose = useChooseDistrict();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (parcel.state !== 'needs_district') return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    setError(null);
    choose.mutate(
      { orderId: parcel.order_id, district_code: value },
      { onError: (e) => setError(messageOf(e)) },
    );
  };
  return (
    <form onSubmit={submit} className="bo-inline-form" aria-label={`Answer for order #${parcel.order_id}`}>
      <label>
        District{' '}
        <select value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="">Choose…</option>
          {(parcel.district_choices ?? []).map((d) => (
            <option key={d.code} value={d.code}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button" disabled={choose.isPending || !value}>
        CHOOSE
      </button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}
