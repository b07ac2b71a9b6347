import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatPrice,
  parsePayoutLines,
  type PayoutDifference,
  type PayoutReconciliation,
  type WriteResult,
} from '@vigor/shared';
import { apiFetch, messageOf } from '../../../lib/api-client';
import { shippingKeys } from '../api/shipping';
import { CarrierSelect } from './carrier-select';
import { ColumnHeads } from './data-table';
import { Money } from '../../../components/ui/price';

function differenceText(d: PayoutDifference): string {
  if (d.reason === 'amount')
    return `#${d.id}: expected ${formatPrice(d.expected)}, collected ${formatPrice(d.collected)}`;
  if (d.reason === 'not_delivered') return `#${d.id}: not delivered (${d.status})`;
  if (d.reason === 'already_paid') return `#${d.id}: already paid by payout #${d.payout_id}`;
  return `#${d.id}: unknown order`;
}

/** Records a carrier payout from its pasted or scanned statement and shows its reconciliation. */
export function PayoutPanel() {
  const [form, setForm] = useState({
    carrier_id: '',
    paid_on: '',
    amount_received: '',
    fees: '0',
    lines: '',
  });
  const [result, setResult] = useState<PayoutReconciliation | null>(null);
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: () =>
      apiFetch<WriteResult<PayoutReconciliation>>('/api/shipping/payouts', {
        method: 'POST',
        body: {
          carrier_id: Number(form.carrier_id),
          paid_on: form.paid_on,
          amount_received: Number(form.amount_received),
          fees: Number(form.fees),
          orders: parsePayoutLines(form.lines),
        },
      }),
    onSuccess: (res) => setResult(res.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingKeys.payouts() }),
  });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate();
  };
  return (
    <section className="bo-panel" aria-labelledby="bo-payout-title">
      <h2 id="bo-payout-title">Carrier payout</h2>
      <form onSubmit={submit} className="bo-inline-form">
        <CarrierSelect
          label="Payout carrier"
          required
          value={form.carrier_id}
          onChange={(carrier_id) => setForm({ ...form, carrier_id })}
        />
        <label>
          Paid on <input type="date" required {...field('paid_on')} />
        </label>
        <label>
          Amount received <input inputMode="decimal" required {...field('amount_received')} />
        </label>
        <label>
          Fees <input inputMode="decimal" required {...field('fees')} />
        </label>
        <label>
          Orders covered (id and amount collected, one a line) <textarea rows={3} {...field('lines')} />
        </label>
        <button type="submit" className="button" disabled={record.isPending}>
          RECORD PAYOUT
        </button>
      </form>
      {record.isError && <p role="alert">{messageOf(record.error)}</p>}
      {result && (
        <div aria-label="Reconciliation">
          <div className="bo-table-wrap">
            <table className="bo-table">
              <ColumnHeads columns={['Orders', 'Expected', 'Received', 'Fees', 'Gap']} />
              <tbody>
                <tr>
                  <td>{result.orders}</td>
                  <td>
                    <Money amount={result.expected} />
                  </td>
                  <td>
                    <Money amount={result.amount_received} />
                  </td>
                  <td>
                    <Money amount={result.fees} />
                  </td>
                  <td>
                    <Money amount={result.gap} />
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <ul aria-label="Orders that differ">
            {result.differences.map((d) => (
              <li key={`${d.reason}-${d.id}`}>{differenceText(d)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
