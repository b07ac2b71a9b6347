import { useId, type ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import type { ListFilters } from '../hooks/use-list-filters';
import { ErrorBanner } from './error-banner';
import { SearchBox } from './search-box';

/** Page numbers shown at once under a list. */
export const PAGE_WINDOW = 5;

/** "1 order", "3 orders"; nothing while the total is unknown. */
export const countText = (total: number | undefined, one: string, many: string) =>
  total == null ? '' : `${total} ${total === 1 ? one : many}`;

interface ListPanelProps {
  title: string;
  /** What the error banner names, e.g. "Orders". */
  errorLabel: string;
  banner: { message: string | null; dismiss: () => void };
  /** The buttons beside the title. */
  actions: ReactNode;
  children: ReactNode;
}

/** A back-office tab: its error banner, then its title with its buttons, then the list. */
export function ListPanel({ title, errorLabel, banner, actions, children }: ListPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bo-panel">
      <ErrorBanner label={errorLabel} message={banner.message} onDismiss={banner.dismiss} />
      <div className="bo-panel__head">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The "Export to Excel" button of a tab, fed by useSpreadsheetExport. */
export function ExportButton({ exportFile, exporting }: { exportFile: () => void; exporting: boolean }) {
  return (
    <button type="button" className="button button--outline" onClick={exportFile} disabled={exporting}>
      {exporting ? 'Exporting…' : 'Export to Excel'}
    </button>
  );
}

interface ListToolbarProps {
  filters: Pick<ListFilters<string>, 'search' | 'setSearch'>;
  searchLabel: string;
  placeholder: string;
  /** The number of rows found, read out when it changes. */
  count: string;
  /** More controls between the search and the count. */
  children?: ReactNode;
}

/** The search field, any other controls, and the count of what was found. */
export function ListToolbar({ filters, searchLabel, placeholder, count, children }: ListToolbarProps) {
  return (
    <div className="bo-toolbar">
      <SearchBox
        label={searchLabel}
        placeholder={placeholder}
        value={filters.search}
        onChange={filters.setSearch}
      />
      {children}
      <p className="bo-count" aria-live="polite">
        {count}
      </p>
    </div>
  );
}

interface ListStateProps {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => Promise<unknown> };
  empty: boolean;
  /** What the list holds, e.g. "orders": "Loading orders...", "No orders found". */
  noun: string;
  emptyHint?: string;
  /** The list itself, once loaded and not empty. */
  children: ReactNode;
}

/**
 * Loading, empty, or the list; when the list could not be loaded (the banner says why), a Retry
 * button, above the rows loaded before if any.
 */
export function ListState({ query, empty, noun, emptyHint, children }: ListStateProps) {
  if (query.isPending && !query.isError) {
    return (
      <p className="state" role="status">
        {`Loading ${noun}...`}
      </p>
    );
  }
  const retry = query.isError && (
    <div className="state bo-retry">
      <p>{`The ${noun} could not be loaded.`}</p>
      <button
        type="button"
        className="button button--outline"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {query.isFetching ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
  if (!empty) {
    return (
      <>
        {retry}
        {children}
      </>
    );
  }
  if (retry) return retry;
  return (
    <div className="state bo-empty">
      <p className="bo-empty__title">{`No ${noun} found`}</p>
      {emptyHint && <p className="bo-empty__hint">{emptyHint}</p>}
    </div>
  );
}

/** The pages of a list, once its size is known. */
export function ListPagination({
  filters,
  totalPages,
}: {
  filters: Pick<ListFilters<string>, 'page' | 'setPage'>;
  totalPages: number | undefined;
}) {
  if (totalPages == null) return null;
  return (
    <Pagination
      page={filters.page}
      totalPages={totalPages}
      onChange={filters.setPage}
      windowSize={PAGE_WINDOW}
    />
  );
}
