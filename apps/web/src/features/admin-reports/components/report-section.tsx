import { useId, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';
import { ColumnHeads, saveSpreadsheet } from '../../admin-shell';
import { cellText } from '../lib/report-columns';
import { BarChart, type Bar } from './bar-chart';

export interface ReportSectionProps<T> {
  title: string;
  file: string;
  columns: readonly SpreadsheetColumn<T>[];
  /**
   * The headers of the columns shown until "All columns" is pressed, for tables too wide for the
   * screen; without it every column shows. The download always has every column.
   */
  brief?: readonly string[];
  rows: readonly T[];
  chart?: {
    bars: readonly Bar[];
    layout: 'columns' | 'rows';
    valueText: (value: number) => string;
  };
  rowKey: (row: T) => string;
}

/**
 * One breakdown of the report: its chart (when it has one, else its title), then the same rows as
 * a table that downloads as .xlsx. A table with every column shows each row as a stacked card on
 * a phone (back-office.css), so it never runs past the screen.
 */
export function ReportSection<T>({
  title,
  file,
  columns,
  brief,
  rows,
  chart,
  rowKey,
}: ReportSectionProps<T>) {
  const [error, setError] = useState<string | null>(null);
  const [allColumns, setAllColumns] = useState(false);
  const tableId = useId();
  const short = brief != null && !allColumns;
  const shown = short ? columns.filter((c) => brief.includes(c.header)) : columns;
  const download = () => {
    setError(null);
    saveSpreadsheet(file, columns, rows).catch((e: unknown) => setError(`Export failed: ${messageOf(e)}`));
  };
  return (
    <section className="bo-panel" aria-label={title}>
      {chart ? <BarChart title={title} {...chart} /> : <h3>{title}</h3>}
      <div className="bo-panel__buttons">
        <button type="button" className="button button--outline" onClick={download}>
          Export to Excel
        </button>
        {brief && (
          <button
            type="button"
            className="button button--outline"
            aria-pressed={allColumns}
            aria-controls={tableId}
            onClick={() => setAllColumns(!allColumns)}
          >
            All columns
          </button>
        )}
      </div>
      {error && <p role="alert">{error}</p>}
      <div className="bo-table-wrap">
        <table
          id={tableId}
          className={short ? 'bo-table' : 'bo-table bo-table--cards'}
          aria-label={`${title} (table)`}
        >
          <ColumnHeads columns={shown.map((c) => c.header)} />
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {shown.map((c, i) =>
                  i === 0 ? (
                    <th key={c.header} scope="row">
                      {cellText(c, row)}
                    </th>
                  ) : (
                    <td key={c.header} data-label={c.header}>
                      {cellText(c, row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
