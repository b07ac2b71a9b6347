import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useBlock, useBlocklist, useUnblock } from '../api/order-guard';

/**
 * Blocks the phone of the open order in one action (its later orders are refused, docs/product.md
 * "Blocklist"), or unblocks it when it is blocked already.
 */
export function BlockPhoneButton({ phone, orderId }: { phone: string; orderId: number }) {
  const entries = useBlocklist();
  const block = useBlock();
  const unblock = useUnblock();
  const [error, setError] = useState<string | null>(null);
  const entry = entries.data?.find((e) => e.phone === phone);
  const busy = block.isPending || unblock.isPending || entries.isPending;
  const onError = (e: Error) => setError(messageOf(e));
  return (
    <>
      <button
        type="button"
        className="button button--outline"
        disabled={busy}
        onClick={() => {
          setError(null);
          if (entry) unblock.mutate(entry.id, { onError });
          else block.mutate({ phone, reason: `Blocked from the desk on order #${orderId}` }, { onError });
        }}
      >
        {entry ? 'UNBLOCK THIS PHONE' : 'BLOCK THIS PHONE'}
      </button>
      {entry && <span className="bo-history bo-history--warning">Blocked: {entry.reason}</span>}
      {error && <span role="alert">{error}</span>}
    </>
  );
}
