import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatShopDay, sumAmounts, type PayoutSummary } from '@vigor/shared';
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

/** A payout's difference; a voided payout has none (it pays nothing and owes nothing). */
export function PayoutGap({ gap }: { gap: number | null }) {
  return gap == null ? '—' : <Money amount={gap} />;
}

/** The live payouts' sums: a voided payout counts in none of them. */
function LiveTotals({ rows }: { rows: PayoutSummary[] }) {
  const live = rows.filter((p) => !p.voided);
  const sum = (pick: (p: PayoutSummary) => number) => sumAmounts(live.map(pick));
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={2}>
          Total of {live.length} live payout{live.length === 1 ? '' : 's'}
        </th>
        <td>
          <Money amount={sum((p) => p.amount_received)} />
        </td>
        <td>
          <Money amount={sum((p) => p.fees)} />
        </td>
        <td>{live.reduce((n, p) => n + p.orders, 0)}</td>
        <td>
          <Money amount={sum((p) => p.expected)} />
        </td>
        <td>
          <Money amount={sum((p) => p.gap ?? 0)} />
        </td>
        <td />
      </tr>
    </tfoot>
  );
}

/**
 * Past carrier payouts, newest paid first: what each brought against the cash its orders
 * expected. A voided payout is marked so, shows no difference and stays out of the totals.
 */
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
                <tr key={p.id} className={p.voided ? 'bo-payout--voided' : undefined}>
                  <th scope="row">
                    {p.carrier.name}
                    {p.voided && (
                      <>
                        {' '}
                        <strong>(voided)</strong>
                      </>
                    )}
                  </th>
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
                    <PayoutGap gap={p.gap} />
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
            <LiveTotals rows={rows} />
          </table>
        </div>
      )}
      {voiding && <VoidPayoutDialog payout={voiding} onClose={() => setVoiding(null)} />}
    </section>
  );
}
