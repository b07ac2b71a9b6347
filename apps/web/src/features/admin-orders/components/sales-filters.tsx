import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@vigor/shared';
import type { DateRange } from '../api/sales';

export type StatusFilter = OrderStatus | 'all';

const FILTER_ICONS: Record<StatusFilter, string> = {
  all: '☰',
  pending: '⏳',
  contacted: '☎',
  confirmed: '✔',
  shipped: '📦',
  delivered: '🚚',
  refused: '⛔',
  returned: '↩',
  canceled: '✖',
};

interface SalesFiltersProps {
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  counts: Record<OrderStatus, number> | undefined;
  range: DateRange;
  onRange: (range: Partial<DateRange>) => void;
}

/** The status filters with their counts, and the range of days the orders were placed in. */
export function SalesFilters({ status, onStatus, counts, range, onRange }: SalesFiltersProps) {
  const allCount = counts ? ORDER_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  return (
    <>
      <div className="bo-filters" role="group" aria-label="Filter by status">
        {(['all', ...ORDER_STATUSES] as const).map((value) => {
          const count = value === 'all' ? allCount : counts?.[value];
          return (
            <button
              key={value}
              type="button"
              className={`bo-filter bo-filter--${value}`}
              aria-pressed={status === value}
              onClick={() => onStatus(value)}
            >
              <span aria-hidden="true" className="bo-filter__icon">
                {FILTER_ICONS[value]}
              </span>
              {value === 'all' ? 'All' : ORDER_STATUS_LABELS[value]}
              <span className="bo-filter__count">{count ?? '…'}</span>
            </button>
          );
        })}
      </div>
      <fieldset className="bo-date-range">
        <legend>Placed (shop days, Casablanca)</legend>
        <label>
          From{' '}
          <input
            type="date"
            value={range.from}
            max={range.to || undefined}
            onChange={(e) => onRange({ from: e.target.value })}
          />
        </label>
        <label>
          To{' '}
          <input
            type="date"
            value={range.to}
            min={range.from || undefined}
            onChange={(e) => onRange({ to: e.target.value })}
          />
        </label>
        {(range.from || range.to) && (
          <button type="button" className="bo-contact__link" onClick={() => onRange({ from: '', to: '' })}>
            Any day
          </button>
        )}
      </fieldset>
    </>
  );
}
