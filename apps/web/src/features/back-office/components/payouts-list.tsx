import { useQuery } from '@tanstack/react-query';
import { Money } from '../../../components/ui/price';
import { payoutsQuery } from '../api/shipping';
import { ColumnHeads } from './data-table';
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
            <ColumnHeads
              columns={['Carrier', 'Paid on', 'Amount received', 'Fees', 'Orders', 'Expected', 'Difference']}
            />
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.carrier.name}</th>
                  <td>{formatDay(p.paid_on)}</td>
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
