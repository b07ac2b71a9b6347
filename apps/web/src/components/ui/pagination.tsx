interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Show at most this many page numbers, in a window around the current page; all when absent. */
  windowSize?: number;
}

/** The page numbers to show: all of them, or a window of `size` around `page` within 1..totalPages. */
export function pageWindow(page: number, totalPages: number, size?: number): number[] {
  const count = size == null ? totalPages : Math.min(size, totalPages);
  const start = Math.max(1, Math.min(page - Math.floor((count - 1) / 2), totalPages - count + 1));
  return Array.from({ length: Math.max(0, count) }, (_, i) => start + i);
}

/** Previous / page numbers / Next; shown only when there is more than one page. */
export function Pagination({ page, totalPages, onChange, windowSize }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages, windowSize);
  return (
    <nav className="pagination" aria-label="Pagination">
      <button type="button" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <ol className="pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              onClick={() => onChange(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange(page + 1)} disabled={page >= totalPages}>
        Next
      </button>
    </nav>
  );
}
