/**
 * Spreadsheet files for staff (back-office exports), written as real .xlsx (docs/decisions/040):
 * every cell carries its type, so any spreadsheet in any locale reads the same columns and types.
 * - text (names, phones, addresses) is a string cell: never a formula, whatever it starts with
 *   (`=`, `+`, `-`, `@`, tab, CR) or holds (`;`, `,`, quotes, line breaks), and shown as written,
 *   so `+212…` has no apostrophe;
 * - amounts are number cells shown with two decimals (`1 234,50` in a French spreadsheet);
 * - dates are date cells holding the shop's wall-clock time (shop time, Africa/Casablanca), shown
 *   `dd/mm/yyyy hh:mm`: spreadsheet dates have no time zone, so the file holds the time staff live in;
 *   a shop day (`2026-11-22`, already Casablanca's) is a date cell shown `dd/mm/yyyy`;
 * - rates are number cells holding the fraction, shown as a percentage (`42,5 %` in French).
 */
import writeXlsxFile, { type Cell } from 'write-excel-file/universal';
import { shopDay, shopWallTime } from '@vigor/shared';

export const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_FORMAT = 'dd/mm/yyyy hh:mm';
const DAY_FORMAT = 'dd/mm/yyyy';
const MONEY_FORMAT = '#,##0.00';
const NUMBER_FORMATS = { integer: '0', money: MONEY_FORMAT, percent: '0.0%', ratio: '0.00' } as const;

type Maybe<V> = V | null | undefined;

/** One column of an export: its header, the kind of value, and how to read it from a row. */
export type SpreadsheetColumn<T> =
  | { header: string; type: 'text'; value: (row: T) => Maybe<string> }
  /** percent: a fraction, 0.425 for 42.5 %; ratio: a multiple such as a ROAS, 2.2 for 2.20 ×. */
  | { header: string; type: 'integer' | 'money' | 'percent' | 'ratio'; value: (row: T) => Maybe<number> }
  /** An instant: an ISO string from the API or a Date. */
  | { header: string; type: 'datetime'; value: (row: T) => Maybe<string | Date> }
  /** A shop day, `YYYY-MM-DD`. */
  | { header: string; type: 'date'; value: (row: T) => Maybe<string> };

const WIDTHS: Record<SpreadsheetColumn<unknown>['type'], number> = {
  text: 24,
  integer: 10,
  money: 14,
  percent: 10,
  ratio: 10,
  datetime: 17,
  date: 12,
};

/**
 * The shop's local date and time of an instant, as a Date whose UTC fields hold them (that is
 * what an .xlsx date cell stores); null for a missing or invalid date.
 */
export function shopWallClock(instant: Maybe<string | Date>): Date | null {
  const wall = shopWallTime(instant);
  return wall && new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
}

function cell<T>(column: SpreadsheetColumn<T>, row: T): Cell {
  switch (column.type) {
    case 'text': {
      const value = column.value(row);
      return value ? { type: String, value } : null;
    }
    case 'integer':
    case 'money':
    case 'percent':
    case 'ratio': {
      const value = column.value(row);
      if (value == null || !Number.isFinite(value)) return null;
      return { type: Number, value, format: NUMBER_FORMATS[column.type] };
    }
    case 'date': {
      const day = column.value(row);
      const value = day ? new Date(`${day}T00:00:00Z`) : null;
      return value && !Number.isNaN(value.getTime()) ? { type: Date, value, format: DAY_FORMAT } : null;
    }
    case 'datetime': {
      const value = shopWallClock(column.value(row));
      return value && { type: Date, value, format: DATE_FORMAT };
    }
  }
}

/** The .xlsx file: a bold header row that stays in view, then one row per item. */
export function toSpreadsheet<T>(
  columns: readonly SpreadsheetColumn<T>[],
  rows: readonly T[],
  sheet = 'Export',
): Promise<Blob> {
  const data: Cell[][] = [
    columns.map((c) => ({ type: String, value: c.header, fontWeight: 'bold' as const })),
    ...rows.map((row) => columns.map((column) => cell(column, row))),
  ];
  return writeXlsxFile(data, {
    sheet,
    stickyRowsCount: 1,
    columns: columns.map((c) => ({ width: WIDTHS[c.type] })),
  }).toBlob();
}

/** `vigor-sales-2026-11-21.xlsx`: brand, tab and the shop's date of the export. */
export function spreadsheetFileName(brandName: string, tab: string, now: Date = new Date()): string {
  const day = shopDay(now);
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${slug(brandName)}-${slug(tab)}-${day}.xlsx`;
}
