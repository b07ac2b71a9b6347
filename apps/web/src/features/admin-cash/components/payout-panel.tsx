import { useState, type FormEvent } from 'react';
import {
  PAYOUT_MAX_AGE_DAYS,
  daysBefore,
  formatPrice,
  fromCents,
  parsePayoutLines,
  shopDay,
  toCents,
  type PayoutDifference,
  type PayoutReconciliation,
} from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { CarrierSelect } from '../../admin-fulfilment';
import { useRecordPayout } from '../api/payouts';
import { CarrierStatementFill } from './carrier-statement';
import { PayoutGap } from './payouts-list';
import { ColumnHeads } from '../../admin-shell';
import { Money } from '../../../components/ui/price';

function differenceText(d: PayoutDifference): string {
  if (d.reason === 'amount')
    return `#${d.id}: expected ${formatPrice(d.expected)}, collected ${formatPrice(d.collected)}`;
  if (d.reason === 'not_delivered') return `#${d.id}: not delivered (${d.status}), unpaid`;
  if (d.reason === 'already_paid') return `#${d.id}: already paid by payout #${d.payout_id}, unpaid`;
  if (d.reason === 'other_carrier')
    return `#${d.id}: ${d.carrier ? `shipped with ${d.carrier.name}` : 'never handed to a carrier'}, unpaid`;
  return `#${d.id}: unknown order, unpaid`;
}

const EMPTY_FORM = { carrier_id: '', paid_on: '', amount_received: '', fees: '0', lines: '' };

/**
 * The amount received when the carrier reported `reported` for the orders: what it paid less the
 * fees it kept; blank while the fees are not a number (the form asks for them).
 */
function receivedAfterFees(reported: number, fees: string): string {
  const kept = Number(fees.replace(',', '.'));
  return fees.trim() !== '' && Number.isFinite(kept)
    ? fromCents(toCents(reported) - toCents(kept)).toFixed(2)
    : '';
}

/**
 * Records a carrier payout from its pasted or scanned statement and shows its reconciliation. One
 * Idempotency-Key per filled form: a double click or a retry records one payout; the form clears
 * (and takes a new key) once the payout is saved.
 */
export function PayoutPanel() {
  const [form, setForm] = useState(EMPTY_FORM);
  const [key, setKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<PayoutReconciliation | null>(null);
  // What the carrier's report says it paid, while the amount received is the one filled from it:
  // typing other fees keeps the amount received in step, typing the amount by hand ends it.
  const [reported, setReported] = useState<number | null>(null);
  const today = shopDay();
  const record = useRecordPayout();
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      carrier_id: Number(form.carrier_id),
      paid_on: form.paid_on,
      amount_received: Number(form.amount_received),
      fees: Number(form.fees),
      orders: parsePayoutLines(form.lines),
    };
    record.mutate(
      { input, key },
      {
        onSuccess: (res) => {
          setResult(res.data);
          setForm(EMPTY_FORM);
          setReported(null);
          setKey(newIdempotencyKey());
        },
      },
    );
  };
  return (
    <section className="bo-panel" aria-labelledby="bo-payout-title">
      <h2 id="bo-payout-title">Carrier payout</h2>
      <form onSubmit={submit} className="bo-inline-form">
        <CarrierSelect
          label="Payout carrier"
          required
          value={form.carrier_id}
          onChange={(carrier_id) => {
            setReported(null);
            setForm({ ...form, carrier_id });
          }}
        />
        <CarrierStatementFill
          carrierId={form.carrier_id}
          onFill={(statement) => {
            setReported(statement.total);
            setForm({
              ...form,
              lines: statement.text,
              amount_received: receivedAfterFees(statement.total, form.fees),
            });
          }}
        />
        <label>
          Paid on{' '}
          <input
            type="date"
            required
            min={daysBefore(today, PAYOUT_MAX_AGE_DAYS)}
            max={today}
            {...field('paid_on')}
          />
        </label>
        <label>
          Amount received{' '}
          <input
            inputMode="decimal"
            required
            value={form.amount_received}
            onChange={(e) => {
              setReported(null);
              setForm({ ...form, amount_received: e.target.value });
            }}
          />
        </label>
        <label>
          Fees{' '}
          <input
            inputMode="decimal"
            required
            value={form.fees}
            onChange={(e) => {
              const fees = e.target.value;
              setForm({
                ...form,
                fees,
                ...(reported != null && { amount_received: receivedAfterFees(reported, fees) }),
              });
            }}
          />
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
          <p role="status">Payout #{result.id} recorded.</p>
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
                    <PayoutGap gap={result.gap} />
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <ul aria-label="Orders that differ or were not paid">
            {result.differences.map((d) => (
              <li key={`${d.reason}-${d.id}`}>{differenceText(d)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
