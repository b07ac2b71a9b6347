import type { Page } from '@vigor/shared';
import type { CsvColumn } from '../lib/csv';
import { useBanner } from './use-banner';
import { useCsvExport } from './use-csv-export';
import { useClampPage, type ListFilters } from './use-list-filters';

interface ListQuery<T, M> {
  data?: { data: T[]; meta: M };
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

interface CsvExport<T> {
  /** The tab's name in the file name, e.g. "sales". */
  name: string;
  columns: readonly CsvColumn<T>[];
  /** A page of the current search and filter. */
  fetchPage: (page: number, perPage: number) => Promise<Page<T>>;
}

/**
 * What every back-office list tab wires the same way: the error banner, the page kept in range,
 * the rows, and Export to CSV (whose failure goes to the banner).
 */
export function useListTab<T, M extends { total_pages: number }>(
  filters: Pick<ListFilters<string>, 'page' | 'setPage'>,
  query: ListQuery<T, M>,
  csvExport: CsvExport<T>,
) {
  const banner = useBanner(query);
  const meta = query.data?.meta;
  useClampPage(filters.page, meta?.total_pages, filters.setPage);
  const csv = useCsvExport(csvExport.name, csvExport.columns, csvExport.fetchPage, banner.report);
  return { banner, meta, rows: query.data?.data ?? [], csv };
}
