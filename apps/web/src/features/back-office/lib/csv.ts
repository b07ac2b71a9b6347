/**
 * CSV files for the back office's exports (RFC 4180), pure so that they are unit tested:
 * - every cell that holds a quote, comma, CR or LF is quoted, quotes doubled;
 * - rows end with CRLF;
 * - the text starts with a UTF-8 byte-order mark so that spreadsheet programs read Arabic and
 *   French names correctly;
 * - a text cell starting with = + - @, a tab or a carriage return gets a leading apostrophe, so
 *   that a spreadsheet never runs it as a formula (CSV injection). Numbers are left as they are.
 */

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value == null) return '';
  let text: string;
  if (typeof value === 'number') {
    text = Number.isFinite(value) ? String(value) : '';
  } else {
    text = String(value);
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: byte-order mark, header row, one row per item, CRLF line ends. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((c) => csvCell(c.header)).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** `vigor-sales-2026-11-21.csv`: brand, tab and the local date of the export. */
export function csvFileName(brandName: string, tab: string, date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${slug(brandName)}-${slug(tab)}-${day}.csv`;
}

/** Money in a CSV: a plain number with two decimals, so that spreadsheets can add it up. */
export function csvMoney(amount: number | null | undefined): string {
  return amount == null ? '' : amount.toFixed(2);
}
