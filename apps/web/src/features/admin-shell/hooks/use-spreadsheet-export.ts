import { useState } from 'react';
import type { Page } from '@vigor/shared';
import { brand } from '../../../config/brand';
import { messageOf } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';
import { fetchAllPages } from '../lib/fetch-all-pages';

/** Saves rows as `vigor-<tab>-<date>.xlsx`; the .xlsx writer loads with the first export, not with the back office. */
export async function saveSpreadsheet<T>(
  tab: string,
  columns: readonly SpreadsheetColumn<T>[],
  rows: readonly T[],
): Promise<void> {
  const { spreadsheetFileName, toSpreadsheet } = await import('../../../lib/spreadsheet');
  downloadFile(spreadsheetFileName(brand.name, tab), await toSpreadsheet(columns, rows, tab));
}

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
      await saveSpreadsheet(tab, columns, await fetchAllPages(fetchPage));
    } catch (error) {
      onError(`Export failed: ${messageOf(error)}`);
    } finally {
      setExporting(false);
    }
  };
  return { exportFile: run, exporting };
}
