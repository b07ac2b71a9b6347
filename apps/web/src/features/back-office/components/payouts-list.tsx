import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@vigor/shared';
import { payoutsQuery } from '../api/shipping';
import { formatDay } from '../lib/report-columns';

/** Past carrier payouts, newest paid first: what each brought against the cash its orders expected. */
export function PayoutsList() {
  const payouts = useQuery(payoutsQuery());
  const rows = payouts.data ?? [];
  return (
    <section className="bo-panel" aria-labelledby="bo-payouts-title">
      <h2 id="bo-payouts-title">Past payouts</h2>
      {rows.length === 0 ? (
        <p>No payouts recorded yet.</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" aria-labelledby="bo-payouts-title">
            <thead>
              <tr>
                <th scope="col">Carrier</th>
                <th scope="col">Paid on</th>
                <th scope="col">Amount received</th>
                <th scope="col">Fees</th>
                <th scope="col">Orders</th>
                <th scope="col">Expected</th>
                <th scope="col">Difference</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.carrier.name}</th>
                  <td>{formatDay(p.paid_on)}</td>
                  <td>{formatPrice(p.amount_received)}</td>
                  <td>{formatPrice(p.fees)}</td>
                  <td>
                    {p.orders}
                    {p.disputed ? ` (${p.disputed} disputed)` : ''}
                  </td>
                  <td>{formatPrice(p.expected)}</td>
                  <td>{formatPrice(p.gap)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
