import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import type { SpreadsheetColumn } from '../../../lib/spreadsheet';
import { ColumnHeads, saveSpreadsheet } from '../../admin-shell';
import { cellText } from '../lib/report-columns';
import { BarChart, type Bar } from './bar-chart';

/**
 * One breakdown of the report: its chart (when it has one, else its title), then the same rows as
 * a table that downloads as .xlsx.
 */
export function ReportSection<T>({
  title,
  file,
  columns,
  rows,
  chart,
  rowKey,
}: {
  title: string;
  file: string;
  columns: readonly SpreadsheetColumn<T>[];
  rows: readonly T[];
  chart?: {
    bars: readonly Bar[];
    layout: 'columns' | 'rows';
    valueText: (value: number) => string;
  };
  rowKey: (row: T) => string;
}) {
  const [error, setError] = useState<string | null>(null);
  const download = () => {
    setError(null);
    saveSpreadsheet(file, columns, rows).catch((e: unknown) => setError(`Export failed: ${messageOf(e)}`));
  };
  return (
    <section className="bo-panel" aria-label={title}>
      {chart ? <BarChart title={title} {...chart} /> : <h3>{title}</h3>}
      <button type="button" className="button button--outline" onClick={download}>
        Export to Excel
      </button>
      {error && <p role="alert">{error}</p>}
      <div className="bo-table-wrap">
        <table className="bo-table" aria-label={`${title} (table)`}>
          <ColumnHeads columns={columns.map((c) => c.header)} />
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.header} scope="row">
                      {cellText(c, row)}
                    </th>
                  ) : (
                    <td key={c.header}>{cellText(c, row)}</td>
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
