import { ORDER_STATUS_LABELS, awaitsConfirmation, type DeskOrderDetail } from '@vigor/shared';
import { readStaffSession } from '../../admin-shell';
import { orderLogLine } from '../lib/order-log-line';

/**
 * What others did to the open order since the agent opened it (a cancel in SALES, an edit, a
 * call logged elsewhere): said in a banner, the order stays open until the agent moves on.
 */
export function ChangedElsewhere({ order, since }: { order: DeskOrderDetail; since: number }) {
  const me = readStaffSession().id;
  const changes = order.log.filter(
    (e) => e.id > since && e.staff_id !== me && e.event.type !== 'claim' && e.event.type !== 'placed',
  );
  if (!changes.length) return null;
  return (
    <div role="alert" className="bo-history bo-history--warning bo-desk__changed">
      <p>Changed while you had this order open:</p>
      <ul>
        {changes.map((entry) => (
          <li key={entry.id}>{orderLogLine(entry)}</li>
        ))}
      </ul>
      {!awaitsConfirmation(order.status) && (
        <p>
          It is now {ORDER_STATUS_LABELS[order.status]} and has left the queue: pick the next order when you
          are ready.
        </p>
      )}
    </div>
  );
}
