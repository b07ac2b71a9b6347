import { beforeAll, describe, expect, it } from 'vitest';
import { openInSpreadsheetEngine, type EngineSheet } from '../test/libreoffice';
import {
  shopWallClock,
  spreadsheetFileName,
  SPREADSHEET_TYPE,
  toSpreadsheet,
  type SpreadsheetColumn,
} from './spreadsheet';

interface Row {
  id: number;
  name: string;
  phone: string;
  total: number | null;
  at: string;
}

const columns: SpreadsheetColumn<Row>[] = [
  { header: 'ID', type: 'integer', value: (r) => r.id },
  { header: 'Name', type: 'text', value: (r) => r.name },
  { header: 'Phone', type: 'text', value: (r) => r.phone },
  { header: 'Total (dh)', type: 'money', value: (r) => r.total },
  { header: 'Date', type: 'datetime', value: (r) => r.at },
];

// Text a spreadsheet could run as a formula, at the start of a cell or after a separator
// (a French-locale spreadsheet splits a CSV on `;`), quotes, line breaks and Arabic.
const NAMES = [
  'Ali;=1+1',
  '=HYPERLINK("http://evil.example","click")',
  '+212612345678',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  'Héloïse, "Lou"\nsecond line',
  'يوسف العلوي',
];
const rows: Row[] = NAMES.map((name, i) => ({
  id: i + 1,
  name,
  phone: '+212612345678',
  total: i === 0 ? 1234.5 : i === 1 ? null : 249,
  // 23:30 UTC in July 2026 is 00:30 the next day in Casablanca (UTC+1); during Ramadan, and for good
  // from 2026-09-20, Morocco is at UTC+0.
  at: i === 1 ? '2026-03-01T12:00:00Z' : '2026-07-21T23:30:00Z',
}));

let bytes: Uint8Array;
let french: EngineSheet;
let english: EngineSheet;

beforeAll(async () => {
  const blob = await toSpreadsheet(columns, rows);
  expect(blob.type).toBe(SPREADSHEET_TYPE);
  bytes = new Uint8Array(await blob.arrayBuffer());
  const open = async (locale: string) =>
    (await openInSpreadsheetEngine({ 'export.xlsx': bytes }, locale))['export.xlsx']!;
  french = await open('fr_FR.UTF-8');
  english = await open('en_US.UTF-8');
}, 120_000);

describe('toSpreadsheet, opened in LibreOffice', () => {
  it('has the header row and one row per item, each with every column', () => {
    expect(french[0]!.map((c) => [c.type, c.value])).toEqual(columns.map((c) => ['string', c.header]));
    expect(french).toHaveLength(rows.length + 1);
    for (const row of french.slice(1)) expect(row.length).toBeGreaterThanOrEqual(columns.length - 1);
  });

  it('keeps every text as one text cell, never a formula, with no apostrophe added', () => {
    const names = french.slice(1).map((row) => row[1]!);
    expect(names.map((c) => c.type)).toEqual(NAMES.map(() => 'string'));
    expect(names.map((c) => c.shown)).toEqual(NAMES);
    expect(french.flat().filter((c) => c.formula)).toEqual([]);
  });

  it('shows phones as written: text starting with +212', () => {
    for (const row of french.slice(1))
      expect(row[2]).toMatchObject({ type: 'string', shown: '+212612345678' });
  });

  it('writes amounts as numbers with two decimals, in the spreadsheet locale', () => {
    expect(french[1]![3]).toMatchObject({ type: 'float', value: '1234.5' });
    expect(french[1]![3]!.shown).toMatch(/^1\s234,50$/);
    expect(english[1]![3]).toMatchObject({ type: 'float', value: '1234.5', shown: '1,234.50' });
    expect(french[3]![3]).toMatchObject({ type: 'float', value: '249', shown: '249,00' });
    expect(french[2]![3]?.type ?? '').toBe(''); // no amount: an empty cell
    expect(french[1]![0]).toMatchObject({ type: 'float', value: '1', shown: '1' });
  });

  it('writes dates as date cells in Casablanca time, whatever the locale', () => {
    expect(french[1]![4]).toMatchObject({
      type: 'date',
      value: '2026-07-22T00:30:00',
      shown: '22/07/2026 00:30',
    });
    expect(english[1]![4]).toMatchObject({
      type: 'date',
      value: '2026-07-22T00:30:00',
      shown: '22/07/2026 00:30',
    });
    expect(french[2]![4]).toMatchObject({ type: 'date', value: '2026-03-01T12:00:00' });
  });
});

describe('shopWallClock and spreadsheetFileName', () => {
  it('reads instants in Casablanca time', () => {
    expect(shopWallClock('2026-07-01T23:30:00Z')?.toISOString()).toBe('2026-07-02T00:30:00.000Z');
    expect(shopWallClock('not a date')).toBeNull();
    expect(shopWallClock(null)).toBeNull();
  });

  it('names the file by brand, tab and the shop date', () => {
    expect(spreadsheetFileName('VIGOR', 'sales', new Date('2026-07-21T23:30:00Z'))).toBe(
      'vigor-sales-2026-07-22.xlsx',
    );
    expect(spreadsheetFileName('VIGOR', 'sales', new Date('2026-11-21T23:30:00Z'))).toBe(
      'vigor-sales-2026-11-21.xlsx',
    );
    expect(spreadsheetFileName('VIGOR', 'messages', new Date('2026-01-05T10:00:00Z'))).toBe(
      'vigor-messages-2026-01-05.xlsx',
    );
  });
});
