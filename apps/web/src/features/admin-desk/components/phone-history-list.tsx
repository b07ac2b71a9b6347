import { ORDER_STATUSES, ORDER_STATUS_LABELS, formatAge, type PhoneSummary } from '@vigor/shared';

/** The phone's other orders: how many of each status, then the newest few. */
export function PhoneHistoryList({ history, now }: { history: PhoneSummary; now: number }) {
  const counts = ORDER_STATUSES.flatMap((status) => {
    const n = history.counts[status];
    return n ? [`${n} ${ORDER_STATUS_LABELS[status].toLowerCase()}`] : [];
  });
  if (!counts.length) return null;
  return (
    <section aria-label="Phone history">
      <h4>Other orders from this phone</h4>
      <p>{counts.join(' · ')}</p>
      <ul>
        {history.recent.map((o) => (
          <li key={o.id}>
            #{o.id} · {ORDER_STATUS_LABELS[o.status]} · {formatAge(o.created_at, now)}
          </li>
        ))}
      </ul>
    </section>
  );
}
