import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useClearPhoneCount } from '../api/clear-phone-count';

/**
 * Lifts the limit of orders a day for the phone on the call (docs/product.md "Limits against
 * abuse"): anyone who knows a number can use up its orders. Asks why; the server records it.
 */
export function ClearPhoneCount({ phone }: { phone: string }) {
  const clear = useClearPhoneCount();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clear.mutate({ phone, reason }, { onSuccess: () => setOpen(false) });
  };
  if (!open) {
    return (
      <>
        <button type="button" className="button button--outline" onClick={() => setOpen(true)}>
          Clear today&apos;s orders
        </button>
        {clear.data && (
          <span role="status">
            Cleared {clear.data.data.cleared} order(s) of today for {clear.data.data.phone}.
          </span>
        )}
      </>
    );
  }
  return (
    <form className="bo-desk__form" aria-label="Clear today's orders" onSubmit={onSubmit}>
      <label>
        Why clear today&apos;s orders of {phone}?{' '}
        <input value={reason} maxLength={200} required onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="button" disabled={clear.isPending}>
        Clear
      </button>
      <button type="button" className="button button--outline" onClick={() => setOpen(false)}>
        Back
      </button>
      {clear.isError && <p role="alert">{messageOf(clear.error)}</p>}
    </form>
  );
}
