import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client';
import { carriersQuery } from '../api/shipping';
import { useRequestPickup } from '../api/sendit';

/** Asks Sendit to collect a batch's parcels (one pickup a batch). */
export function SenditPickupButton({ batchId, carrierId }: { batchId: number; carrierId: number }) {
  const carriers = useQuery(carriersQuery());
  const pickup = useRequestPickup();
  const [text, setText] = useState<{ ok: boolean; text: string } | null>(null);
  if (carriers.data?.find((c) => c.id === carrierId)?.integration !== 'sendit') return null;
  return (
    <>
      {' · '}
      <button
        type="button"
        className="bo-link-button"
        disabled={pickup.isPending}
        onClick={() =>
          pickup.mutate(batchId, {
            onSuccess: (d) => setText({ ok: true, text: ` Pickup ${d.pickup_code} (${d.parcels} parcels).` }),
            onError: (e) => setText({ ok: false, text: ` ${messageOf(e)}` }),
          })
        }
      >
        Request pickup
      </button>
      {text && <span role={text.ok ? 'status' : 'alert'}>{text.text}</span>}
    </>
  );
}
