import { describe, expect, it, vi } from 'vitest';
import { CSV_BOM, csvCell, csvFileName, csvMoney, toCsv } from './csv';
import { fetchAllPages } from './fetch-all-pages';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Casablanca')).toBe('Casablanca');
    expect(csvCell(249.5)).toBe('249.5');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes, CR or LF and doubles the quotes', () => {
    expect(csvCell('Hoodie, black')).toBe('"Hoodie, black"');
    expect(csvCell('The "Shadow" hoodie')).toBe('"The ""Shadow"" hoodie"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+212612345678', "'+212612345678"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises a formula start: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('does not touch a sign inside the text', () => {
    expect(csvCell('size M + L')).toBe('size M + L');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (r: { name: string; total: number }) => r.name },
    { header: 'Total', value: (r: { name: string; total: number }) => csvMoney(r.total) },
  ];

  it('starts with a byte-order mark and ends rows with CRLF', () => {
    const text = toCsv(columns, [
      { name: 'يوسف العلوي', total: 249 },
      { name: 'Héloïse, "Lou"', total: 1234.5 },
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Name,Total\r\nيوسف العلوي,249.00\r\n"Héloïse, ""Lou""",1234.50\r\n');
  });

  it('encodes as UTF-8 with the EF BB BF byte-order mark', () => {
    const bytes = new TextEncoder().encode(toCsv(columns, [{ name: 'é', total: 1 }]));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps only the header for an empty list', () => {
    expect(toCsv(columns, [])).toBe(`${CSV_BOM}Name,Total\r\n`);
  });
});

describe('csvFileName', () => {
  it('names the file by brand, tab and local date', () => {
    expect(csvFileName('VIGOR', 'sales', new Date(2026, 10, 21, 23, 59))).toBe('vigor-sales-2026-11-21.csv');
    expect(csvFileName('VIGOR', 'messages', new Date(2026, 0, 5))).toBe('vigor-messages-2026-01-05.csv');
  });
});

describe('fetchAllPages', () => {
  it('reads every page with 100 rows a page', async () => {
    const fetchPage = vi.fn(async (page: number, perPage: number) => ({
      data: [page * 10, page * 10 + 1],
      meta: { page, per_page: perPage, total: 6, total_pages: 3 },
    }));
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([10, 11, 20, 21, 30, 31]);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it('asks once when the list is empty', async () => {
    const fetchPage = vi.fn(async () => ({
      data: [],
      meta: { page: 1, per_page: 100, total: 0, total_pages: 0 },
    }));
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
