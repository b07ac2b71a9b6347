import { useState } from 'react';
import type { Page } from '@vigor/shared';
import { brand } from '../../../config/brand';
import { messageOf } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';
import { fetchAllPages } from '../lib/fetch-all-pages';

/** Export to Excel: every row of the current search and filter, fetched page by page, as .xlsx. */
export function useSpreadsheetExport<T>(
  tab: string,
  columns: readonly SpreadsheetColumn<T>[],
  fetchPage: (page: number, perPage: number) => Promise<Page<T>>,
  onError: (message: string) => void,
) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      // The .xlsx writer loads with the first export, not with the back office.
      const [rows, { spreadsheetFileName, toSpreadsheet }] = await Promise.all([
        fetchAllPages(fetchPage),
        import('../../../lib/spreadsheet'),
      ]);
      downloadFile(spreadsheetFileName(brand.name, tab), await toSpreadsheet(columns, rows, tab));
    } catch (error) {
      onError(`Export failed: ${messageOf(error)}`);
    } finally {
      setExporting(false);
    }
  };
  return { exportFile: run, exporting };
}
