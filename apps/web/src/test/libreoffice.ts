/**
 * Opens spreadsheet files in a real spreadsheet engine (LibreOffice headless, installed by .ci/run)
 * and reads back each cell as the engine sees it: its type, its value and the text it shows.
 * Each call runs in a throw-away LibreOffice profile, so parallel test files never collide.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { toSpreadsheet, type SpreadsheetColumn } from '../lib/spreadsheet';

const run = promisify(execFile);

export interface EngineCell {
  /** LibreOffice's value type: string, float, date, percentage, currency, boolean, time… */
  type: string;
  /** The stored value: the number, the date (`2026-07-22T00:30:00`) or the text. */
  value: string;
  /** The text the spreadsheet shows, formatted in the engine's locale. */
  shown: string;
  /** Set when the engine reads the cell as a formula (`of:=1+1`). */
  formula?: string;
}

export type EngineSheet = EngineCell[][];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : ENTITIES[name]!,
  );

const attribute = (attrs: string, name: string) => {
  const found = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs);
  return found ? unescape(found[1]!) : undefined;
};

/** The text of a cell's paragraphs, with LibreOffice's space, tab and line-break elements. */
function paragraphs(body: string): string {
  return [...body.matchAll(/<text:p(?:\s[^>]*)?>([\s\S]*?)<\/text:p>/g)]
    .map((p) =>
      unescape(
        p[1]!
          .replace(/<text:s text:c="(\d+)"\/>/g, (_, n: string) => ' '.repeat(Number(n)))
          .replace(/<text:s\/>/g, ' ')
          .replace(/<text:tab\/>/g, '\t')
          .replace(/<text:line-break\/>/g, '\n')
          .replace(/<[^>]+>/g, ''),
      ),
    )
    .join('\n');
}

/** Rows and cells of the first table of a flat OpenDocument spreadsheet, trailing blanks dropped. */
function readFlatOds(xml: string): EngineSheet {
  const table = /<table:table [\s\S]*?<\/table:table>/.exec(xml)?.[0] ?? '';
  const rows = [...table.matchAll(/<table:table-row[^>]*?(?:\/>|>([\s\S]*?)<\/table:table-row>)/g)].map(
    (row) => {
      const cells: EngineCell[] = [];
      const cellPattern = /<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g;
      for (const [, attrs = '', body = ''] of (row[1] ?? '').matchAll(cellPattern)) {
        const type = attribute(attrs, 'office:value-type') ?? '';
        const shown = paragraphs(body);
        const value =
          attribute(attrs, 'office:value') ??
          attribute(attrs, 'office:date-value') ??
          attribute(attrs, 'office:string-value') ??
          shown;
        const formula = attribute(attrs, 'table:formula');
        const cell: EngineCell = formula ? { type, value, shown, formula } : { type, value, shown };
        const repeat = Number(attribute(attrs, 'table:number-columns-repeated') ?? 1);
        for (let i = 0; i < Math.min(repeat, 256); i++) cells.push(cell);
      }
      while (cells.length && cells.at(-1)!.type === '' && cells.at(-1)!.shown === '') cells.pop();
      return cells;
    },
  );
  while (rows.length && rows.at(-1)!.length === 0) rows.pop();
  return rows;
}

/**
 * Opens files (each name's extension tells its format) in one LibreOffice run and reads the first
 * sheet of each, keyed by file name.
 */
export async function openInSpreadsheetEngine(
  files: Record<string, Uint8Array>,
  /** The engine's locale: fr_FR.UTF-8 shows `1 234,50`, en_US.UTF-8 `1,234.50`. */
  locale = 'fr_FR.UTF-8',
): Promise<Record<string, EngineSheet>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vigor-soffice-'));
  try {
    const inputs = Object.keys(files).map((name) => path.join(dir, name));
    await Promise.all(Object.entries(files).map(([name, bytes]) => writeFile(path.join(dir, name), bytes)));
    const profile = `-env:UserInstallation=file://${dir}/profile`;
    const args = [
      profile,
      '--headless',
      '--convert-to',
      'fods',
      '--outdir',
      path.join(dir, 'out'),
      ...inputs,
    ];
    await run('soffice', args, { env: { ...process.env, LC_ALL: locale, LANG: locale }, timeout: 120_000 });
    const sheets: Record<string, EngineSheet> = {};
    for (const name of Object.keys(files)) {
      const converted = path.join(dir, 'out', `${path.parse(name).name}.fods`);
      sheets[name] = readFlatOds(await readFile(converted, 'utf8'));
    }
    return sheets;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One export (lib/spreadsheet.ts) as the engine opens it: its only sheet, row by row. */
export async function openExport<T>(columns: SpreadsheetColumn<T>[], rows: T[]): Promise<EngineSheet> {
  const blob = await toSpreadsheet(columns, rows);
  const sheets = await openInSpreadsheetEngine({ 'export.xlsx': new Uint8Array(await blob.arrayBuffer()) });
  return sheets['export.xlsx']!;
}

/** A row's cells as [type, shown text] pairs. */
export const typesAndText = (row: EngineSheet[number] | undefined) => row?.map((c) => [c.type, c.shown]);
