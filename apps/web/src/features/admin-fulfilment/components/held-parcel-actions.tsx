import { useState, type FormEvent } from 'react';
import type { CarrierParcel } from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { useReleaseParcel } from '../api/carriers';

/**
 * A parcel whose creation got no answer at a carrier that cannot be searched by our reference:
 * the agent looks in the carrier's client site, then gives the tracking number found there, or
 * says it is not there so the next batch sends it again (never both).
 */
export function HeldParcelActions({ parcel }: { parcel: CarrierParcel }) {
  const release = useReleaseParcel();
  const [tracking, setTracking] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    release.mutate({ orderId: parcel.order_id, tracking_code: tracking.trim() });
  };
  return (
    <form
      onSubmit={submit}
      className="bo-inline-form"
      aria-label={`Held parcel of order #${parcel.order_id}`}
    >
      <span className="bo-warning">{parcel.error}</span>
      <label>
        Tracking number at {parcel.carrier.name}{' '}
        <input value={tracking} maxLength={60} onChange={(e) => setTracking(e.target.value)} />
      </label>
      <button type="submit" className="bo-link-button" disabled={release.isPending || !tracking.trim()}>
        It is there
      </button>
      <button
        type="button"
        className="bo-link-button"
        disabled={release.isPending}
        onClick={() => release.mutate({ orderId: parcel.order_id })}
      >
        Not there: send it again
      </button>
      {release.error && <span role="alert">{messageOf(release.error)}</span>}
    </form>
  );
}
