import { ORDER_STATUS_LABELS, formatShopDateTime, orderEventLine } from '@vigor/shared';
import { useId } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { messageOf } from '../../../lib/api-client';
import { useSaleDetail } from '../api/sales';

/**
 * One order's history, read from GET /api/sales/:id: every event with when and who, oldest
 * first; a correction (a move off the workflow) is marked with its reason.
 */
export function OrderHistoryDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const titleId = useId();
  const detail = useSaleDetail(orderId);
  const order = detail.data;
  return (
    <Dialog labelledBy={titleId} onClose={onClose} className="bo-history-dialog">
      <div className="bo-dialog__head">
        <h2 id={titleId} className="bo-dialog__title">
          History of order #{orderId}
        </h2>
        <button type="button" className="bo-dialog__close" onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      {detail.isPending && <p>Loading the history…</p>}
      {detail.isError && <p role="alert">{messageOf(detail.error)}</p>}
      {order && (
        <>
          <p>Status: {ORDER_STATUS_LABELS[order.status]}</p>
          <ol className="bo-order-history">
            {order.history.map((entry) => (
              <li
                key={entry.id}
                className={entry.kind === 'correction' ? 'bo-order-history__correction' : undefined}
              >
                <time dateTime={entry.at}>{formatShopDateTime(entry.at)}</time>:{' '}
                {orderEventLine(entry.details, entry.who?.nom ?? null)}
              </li>
            ))}
          </ol>
        </>
      )}
    </Dialog>
  );
}
