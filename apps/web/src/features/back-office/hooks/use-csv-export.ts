import { useState } from 'react';
import type { Page } from '@vigor/shared';
import { brand } from '../../../config/brand';
import { messageOf } from '../../../lib/api-client';
import { csvFileName, toCsv, type CsvColumn } from '../lib/csv';
import { downloadText } from '../lib/download';
import { fetchAllPages } from '../lib/fetch-all-pages';

/** Export to CSV: every row of the current search and filter, fetched page by page. */
export function useCsvExport<T>(
  tab: string,
  columns: readonly CsvColumn<T>[],
  fetchPage: (page: number, perPage: number) => Promise<Page<T>>,
  onError: (message: string) => void,
) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const rows = await fetchAllPages(fetchPage);
      downloadText(csvFileName(brand.name, tab), toCsv(columns, rows));
    } catch (error) {
      onError(`Export failed: ${messageOf(error)}`);
    } finally {
      setExporting(false);
    }
  };
  return { exportCsv: run, exporting };
}
