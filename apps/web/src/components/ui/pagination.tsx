import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** Called with the page asked for; with `href`, after the link's own navigation. */
  onChange: (page: number) => void;
  /**
   * The URL of a page: the controls are then links, which work without JavaScript and which
   * crawlers follow (the shop lists); without it they are buttons (the back office's tables).
   */
  href?: (page: number) => string;
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
export function Pagination({ page, totalPages, onChange, href, windowSize }: PaginationProps) {
  const t = useT().ui;
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages, windowSize);
  const control = (target: number, children: ReactNode, extra: { label?: string; disabled?: boolean }) => {
    const current = target === page && extra.label !== undefined ? 'page' : undefined;
    if (!href) {
      return (
        <button
          type="button"
          onClick={() => onChange(target)}
          disabled={extra.disabled}
          aria-current={current}
          aria-label={extra.label}
        >
          {children}
        </button>
      );
    }
    // A link to nowhere is no link: the disabled end reads as text, styled like a disabled button.
    if (extra.disabled) return <span className="pagination__disabled">{children}</span>;
    return (
      <Link
        to={href(target)}
        onClick={() => onChange(target)}
        aria-current={current}
        aria-label={extra.label}
      >
        {children}
      </Link>
    );
  };
  return (
    <nav className="pagination" aria-label={t.pagination}>
      {control(page - 1, t.previous, { disabled: page <= 1 })}
      <ol className="pagination__pages">
        {pages.map((n) => (
          <li key={n}>{control(n, n, { label: t.page(n) })}</li>
        ))}
      </ol>
      {control(page + 1, t.next, { disabled: page >= totalPages })}
    </nav>
  );
}
