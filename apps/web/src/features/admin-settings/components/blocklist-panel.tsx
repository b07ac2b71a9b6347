import { BlockInput, formatShopDateTime } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useBlock, useBlocklist, useUnblock } from '../api/order-guard';

/**
 * SETTINGS, "Blocklist": phones and IP addresses whose orders are refused (with a neutral message),
 * each with its reason and the orders it refused; blocked and unblocked in one action.
 */
export function BlocklistPanel() {
  const entries = useBlocklist();
  const block = useBlock();
  const unblock = useUnblock();
  const [phone, setPhone] = useState('');
  const [ip, setIp] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = BlockInput.safeParse({
      phone: phone.trim() || undefined,
      ip: ip.trim() || undefined,
      reason,
    });
    if (!parsed.success) {
      setError(parsed.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    block.mutate(parsed.data, {
      onSuccess: () => {
        setPhone('');
        setIp('');
        setReason('');
      },
      onError: (e) => setError(messageOf(e)),
    });
  };

  return (
    <section className="bo-panel" aria-labelledby="bo-blocklist-title">
      <h2 id="bo-blocklist-title">Blocklist</h2>
      <p>Orders from these phones and addresses are refused with a message that does not say why.</p>
      {entries.isError && <p role="alert">{messageOf(entries.error)}</p>}
      {entries.data?.length === 0 && <p>Nobody is blocked.</p>}
      {entries.data && entries.data.length > 0 && (
        <table className="bo-table bo-table--cards" aria-label="Blocked phones and addresses">
          <thead>
            <tr>
              <th scope="col">Phone or address</th>
              <th scope="col">Reason</th>
              <th scope="col">Blocked</th>
              <th scope="col">Refused orders</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.data.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" dir="ltr">
                  {[entry.phone, entry.ip].filter(Boolean).join(' · ')}
                </th>
                <td data-label="Reason">{entry.reason}</td>
                <td data-label="Blocked">
                  {formatShopDateTime(entry.created_at)}
                  {entry.created_by && ` by ${entry.created_by}`}
                </td>
                <td data-label="Refused orders">
                  {entry.refused_orders}
                  {entry.last_refused_at && ` (last ${formatShopDateTime(entry.last_refused_at)})`}
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--outline"
                    disabled={unblock.isPending}
                    onClick={() => unblock.mutate(entry.id, { onError: (e) => setError(messageOf(e)) })}
                  >
                    UNBLOCK
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form onSubmit={add} className="bo-inline-form" aria-label="Block a phone or an address">
        <label>
          Phone <input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </label>
        <label>
          IP address <input value={ip} onChange={(e) => setIp(e.target.value)} />
        </label>
        <label>
          Reason <input value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={200} />
        </label>
        <button type="submit" className="button" disabled={block.isPending}>
          BLOCK
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
