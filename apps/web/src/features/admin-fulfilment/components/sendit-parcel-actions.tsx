import { useState, type FormEvent } from 'react';
import type { CarrierParcel } from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { useParcelAnswer } from '../api/sendit';

/**
 * What a shipping agent answers for a parcel that waits on them (docs/carriers.md, "Sendit"): the
 * district of an address that names none, or whether a parcel whose creation timed out exists.
 */
export function SenditParcelActions({ parcel }: { parcel: CarrierParcel }) {
  const answer = useParcelAnswer();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (parcel.state !== 'needs_district' && parcel.state !== 'held') return null;
  const send = (body: { district_code: string } | { tracking_code: string } | { absent: true }) => {
    setError(null);
    answer.mutate({ orderId: parcel.order_id, ...body }, { onError: (e) => setError(messageOf(e)) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    send(parcel.state === 'needs_district' ? { district_code: value } : { tracking_code: value.trim() });
  };
  return (
    <form onSubmit={submit} className="bo-inline-form" aria-label={`Answer for order #${parcel.order_id}`}>
      {parcel.state === 'needs_district' ? (
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
      ) : (
        <label>
          Code found in {parcel.carrier.name}{' '}
          <input value={value} maxLength={40} onChange={(e) => setValue(e.target.value)} />
        </label>
      )}
      <button type="submit" className="button" disabled={answer.isPending || !value}>
        {parcel.state === 'needs_district' ? 'CHOOSE' : 'LINK'}
      </button>
      {parcel.state === 'held' && (
        <button
          type="button"
          className="button"
          disabled={answer.isPending}
          onClick={() => send({ absent: true })}
        >
          NOT IN {parcel.carrier.name.toUpperCase()}
        </button>
      )}
      {error && <span role="alert">{error}</span>}
    </form>
  );
}
