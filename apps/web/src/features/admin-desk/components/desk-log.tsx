import { formatAge } from '@vigor/shared';

/** The open order's or lead's log on the desk: each entry's age, then what happened and who. */
export function DeskLog<T extends { id: number; created_at: string }>({
  entries,
  now,
  line,
}: {
  entries: readonly T[];
  now: number;
  line: (entry: T) => string;
}) {
  return (
    <section aria-label="Log">
      <h4>Log</h4>
      <ol className="bo-desk__log">
        {entries.map((entry) => (
          <li key={entry.id}>
            {formatAge(entry.created_at, now)}: {line(entry)}
          </li>
        ))}
      </ol>
    </section>
  );
}
