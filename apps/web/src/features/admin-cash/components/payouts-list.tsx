import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatShopDay, type PayoutSummary } from '@vigor/shared';
import { Money } from '../../../components/ui/price';
import { messageOf } from '../../../lib/api-client';
import { payoutsQuery, useVoidPayout } from '../api/payouts';
import { ConfirmDialog, ColumnHeads } from '../../admin-shell';

/** Asks why a wrong payout is voided, then voids it: its orders go back to expected. */
function VoidPayoutDialog({ payout, onClose }: { payout: PayoutSummary; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const voidPayout = useVoidPayout();
  return (
    <ConfirmDialog
      title={`Void payout #${payout.id} of ${payout.carrier.name}?`}
      confirmLabel="Void payout"
      busyLabel="Voiding…"
      busy={voidPayout.isPending}
      onCancel={onClose}
      onConfirm={() => voidPayout.mutate({ id: payout.id, reason }, { onSuccess: onClose })}
    >
      <p>Its {payout.orders} order(s) go back to cash expected, to be paid by a correct payout.</p>
      <label>
        Reason <input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </label>
      {voidPayout.isError && <p role="alert">{messageOf(voidPayout.error)}</p>}
    </ConfirmDialog>
  );
}

/** Past carrier payouts, newest paid first: what each brought against the cash its orders expected. */
export function PayoutsList() {
  const payouts = useQuery(payoutsQuery());
  const [voiding, setVoiding] = useState<PayoutSummary | null>(null);
  const rows = payouts.data ?? [];
  return (
    <section className="bo-panel" aria-labelledby="bo-payouts-title">
      <h2 id="bo-payouts-title">Past payouts</h2>
      {rows.length === 0 ? (
        <p>No payouts recorded yet.</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" aria-labelledby="bo-payouts-title">
            <ColumnHeads
              columns={[
                'Carrier',
                'Paid on',
                'Amount received',
                'Fees',
                'Orders',
                'Expected',
                'Difference',
                'Voided',
              ]}
            />
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.carrier.name}</th>
                  <td>{formatShopDay(p.paid_on)}</td>
                  <td>
                    <Money amount={p.amount_received} />
                  </td>
                  <td>
                    <Money amount={p.fees} />
                  </td>
                  <td>
                    {p.orders}
                    {p.disputed ? ` (${p.disputed} disputed)` : ''}
                  </td>
                  <td>
                    <Money amount={p.expected} />
                  </td>
                  <td>
                    <Money amount={p.gap} />
                  </td>
                  <td>
                    {p.voided ? (
                      `By ${p.voided.by ?? 'a deleted account'}: ${p.voided.reason}`
                    ) : (
                      <button
                        type="button"
                        className="button button--outline"
                        aria-label={`Void payout #${p.id}`}
                        onClick={() => setVoiding(p)}
                      >
                        Void
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {voiding && <VoidPayoutDialog payout={voiding} onClose={() => setVoiding(null)} />}
    </section>
  );
}
