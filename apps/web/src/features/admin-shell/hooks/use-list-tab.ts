import type { Page } from '@vigor/shared';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';
import { useBanner } from './use-banner';
import { useClampPage, type ListFilters } from './use-list-filters';
import { useSpreadsheetExport } from './use-spreadsheet-export';

interface ListQuery<T, M> {
  data?: { data: T[]; meta: M };
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

interface SpreadsheetExport<T> {
  /** The tab's name in the file name, e.g. "sales". */
  name: string;
  columns: readonly SpreadsheetColumn<T>[];
  /** A page of the current search and filter. */
  fetchPage: (page: number, perPage: number) => Promise<Page<T>>;
}

/**
 * What every back-office list tab wires the same way: the error banner, the page kept in range,
 * the rows, and Export to Excel (whose failure goes to the banner).
 */
export function useListTab<T, M extends { total_pages: number }>(
  filters: Pick<ListFilters<string>, 'page' | 'setPage'>,
  query: ListQuery<T, M>,
  spreadsheet: SpreadsheetExport<T>,
) {
  const banner = useBanner(query);
  const meta = query.data?.meta;
  useClampPage(filters.page, meta?.total_pages, filters.setPage);
  const exporter = useSpreadsheetExport(
    spreadsheet.name,
    spreadsheet.columns,
    spreadsheet.fetchPage,
    banner.report,
  );
  return { banner, meta, rows: query.data?.data ?? [], exporter };
}
