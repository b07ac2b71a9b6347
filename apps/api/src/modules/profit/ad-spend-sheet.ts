/**
 * A spend sheet as staff export it from any ad tool: .xlsx (read-excel-file) or CSV (comma or
 * semicolon, as French spreadsheets write it), one header line naming the columns (date, platform,
 * campaign, ad set, ad, campaign id, ad set id, ad id, spend, currency; any order and case), then
 * one spend row a line. Dates as YYYY-MM-DD, DD/MM/YYYY or date cells; amounts with a point or a
 * decimal comma. A bad cell is reported with its line and column, and nothing is stored.
 */
import { readSheet } from 'read-excel-file/node';
import { AdSpendInputRow } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';

type Cell = string | number | boolean | Date | null;

/** A sheet's column header, as spelled in exports, to the field it fills. */
const HEADERS: Record<string, keyof AdSpendInputRow> = {
  date: 'date',
  day: 'date',
  platform: 'platform',
  campaign: 'campaign',
  campaign_name: 'campaign',
  adset: 'adset',
  ad_set: 'adset',
  adset_name: 'adset',
  ad_group: 'adset',
  adgroup: 'adset',
  ad: 'ad',
  ad_name: 'ad',
  campaign_id: 'campaign_id',
  adset_id: 'adset_id',
  ad_set_id: 'adset_id',
  adgroup_id: 'adset_id',
  ad_id: 'ad_id',
  spend: 'spend',
  amount: 'spend',
  currency: 'currency',
};

const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The ZIP signature every .xlsx starts with. */
const isXlsx = (file: Buffer) => file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/** CSV lines into cells: quoted cells may hold separators, quotes ("") and line breaks. */
export function csvCells(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === separator) {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endRow();
    } else {
      cell += char;
    }
  }
  if (cell || row.length) endRow();
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** A cell as the row schema reads it: dates as YYYY-MM-DD, decimal commas as points. */
function cellValue(field: keyof AdSpendInputRow, cell: Cell): unknown {
  if (cell == null) return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell !== 'string') return cell;
  const text = cell.trim();
  if (field === 'date') {
    const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (french) return `${french[3]}-${french[2]!.padStart(2, '0')}-${french[1]!.padStart(2, '0')}`;
  }
  if (field === 'spend') return text.replace(/\s/g, '').replace(',', '.');
  if (field === 'platform') return text.toLowerCase();
  return text === '' ? null : text;
}

/** The sheet's rows, validated; a 400 names each bad cell as `line N.field`. */
export async function adSpendSheetRows(file: Buffer): Promise<AdSpendInputRow[]> {
  let cells: Cell[][];
  try {
    cells = isXlsx(file) ? ((await readSheet(file)) as Cell[][]) : csvCells(file.toString('utf8'));
  } catch {
    throw AppError.badRequest('The file is not a spreadsheet (.xlsx) or a CSV file.', {
      file: ['Upload an .xlsx or .csv file.'],
    });
  }
  const [header = [], ...lines] = cells;
  const fields = header.map((cell) => HEADERS[headerKey(String(cell ?? ''))]);
  const missing = ['date', 'platform', 'campaign', 'spend', 'currency'].filter(
    (field) => !fields.includes(field as keyof AdSpendInputRow),
  );
  if (missing.length) {
    throw AppError.badRequest('The sheet lacks columns.', {
      file: [`The first line names the columns; missing: ${missing.join(', ')}.`],
    });
  }
  if (!lines.length)
    throw AppError.badRequest('The sheet has no rows.', { file: ['No spend row under the header.'] });
  const errors: Record<string, string[]> = {};
  const rows = lines.flatMap((line, i) => {
    const raw: Record<string, unknown> = {};
    fields.forEach((field, column) => {
      if (field) raw[field] = cellValue(field, line[column] ?? null);
    });
    const parsed = AdSpendInputRow.safeParse(raw);
    if (parsed.success) return [parsed.data];
    for (const issue of parsed.error.issues) {
      (errors[`line ${i + 2}.${issue.path.map(String).join('.') || 'row'}`] ??= []).push(issue.message);
    }
    return [];
  });
  if (Object.keys(errors).length)
    throw AppError.badRequest('Some cells are not valid: nothing was stored.', errors);
  return rows;
}

export const sheetLineKey = (index: number) => `line ${index + 2}`;
