import { ORDER_STATUS_LABELS, type OrderMoveResult } from '@vigor/shared';

/** What a bulk status change did: how many orders moved, and each refused one with the reason. */
export function BulkResults({ results, onDismiss }: { results: OrderMoveResult[]; onDismiss: () => void }) {
  const refused = results.flatMap((r) => (r.ok ? [] : [r]));
  const moved = results.length - refused.length;
  const to = results.find((r) => r.ok)?.status;
  return (
    <div className={`bo-bulk-results${refused.length ? ' bo-bulk-results--refused' : ''}`} role="status">
      <p>
        {`${moved} of ${results.length} order${results.length === 1 ? '' : 's'} ${to ? `now ${ORDER_STATUS_LABELS[to]}` : 'changed'}.`}
        {refused.length > 0 && ` ${refused.length} not changed (still selected):`}
      </p>
      {refused.length > 0 && (
        <ul aria-label="Orders not changed">
          {refused.map((r) => (
            <li key={r.id}>{`#${r.id}: ${r.message}`}</li>
          ))}
        </ul>
      )}
      <button type="button" className="bo-contact__link" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
