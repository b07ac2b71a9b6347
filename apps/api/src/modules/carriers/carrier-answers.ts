/**
 * What a carrier's answer may hold, as schemas (docs/carriers.md, "Answers read with a schema"):
 * an answer the schema refuses is a `malformed` CarrierError naming the field, never a value
 * stored as it came (an amount of 1e12, negative cash, a city name with NUL characters, an object
 * where an id goes). Lists are read row by row, so one bad row is set aside with its reason while
 * the others are kept.
 */
import { z } from 'zod';
import { CarrierError } from './carrier-adapter.ts';

/** Control characters (NUL included) never belong in a name, a status or a code. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A short text from a carrier: a name, a status word, a message. */
export const CarrierText = z
  .string()
  .max(200)
  .refine((s) => !CONTROL.test(s.replace(/[\t\n\r]/g, ' ')), 'has control characters')
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, 'is empty'));

/** An id or a code: a number or a short word, never an object or a list. */
export const CarrierId = z
  .unknown()
  .transform((v) =>
    typeof v === 'string' || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0)
      ? String(v).trim()
      : null,
  )
  .pipe(z.string({ error: 'is not an id' }).regex(/^[\w.\-/]{1,60}$/, 'is not an id'));

/** The most a parcel's amount can be: far above any order of the shop, far below 1e12. */
export const MAX_CARRIER_AMOUNT = 1_000_000;

/** Dirhams, as a number or a numeric text, between 0 and MAX_CARRIER_AMOUNT. */
export const CarrierAmount = z
  .unknown()
  .transform((v) =>
    typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : null,
  )
  .pipe(
    z.number({ error: 'is not an amount' }).min(0, 'is negative').max(MAX_CARRIER_AMOUNT, 'is too large'),
  );

/** A price that may be missing: empty or null is none; anything else must be a valid amount. */
export const OptionalAmount = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (v === '' || v == null) return null;
    const amount = CarrierAmount.safeParse(v);
    if (amount.success) return amount.data;
    ctx.issues.push({
      code: 'custom',
      message: amount.error.issues[0]?.message ?? 'is not an amount',
      input: v,
    });
    return z.NEVER;
  });

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unreadable';
  const field = issue.path.length ? issue.path.join('.') : 'answer';
  return `${field} ${issue.message}`;
}

/** The answer read with the schema, or a `malformed` error naming what was wrong. */
export function readAnswer<T extends z.ZodType>(
  schema: T,
  answer: unknown,
  { carrier, what }: { carrier: string; what: string },
): z.output<T> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new CarrierError(
      'malformed',
      `${carrier} answered an unreadable ${what}: ${describe(parsed.error)}.`,
    );
  }
  return parsed.data;
}

/** A row a carrier listed that was set aside, with the reason. */
export interface SetAsideRow {
  row: string;
  reason: string;
}

/** Each row read with the schema: the good ones kept, the others set aside with their reason. */
export function readRows<T extends z.ZodType>(
  schema: T,
  rows: readonly unknown[],
  label: (row: unknown, index: number) => string,
): { rows: z.output<T>[]; set_aside: SetAsideRow[] } {
  const kept: z.output<T>[] = [];
  const setAside: SetAsideRow[] = [];
  rows.forEach((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) kept.push(parsed.data);
    else setAside.push({ row: label(row, index), reason: describe(parsed.error) });
  });
  return { rows: kept, set_aside: setAside };
}

/** A row's name for a set-aside notice: its id when it has a readable one, else its place. */
export function rowLabel(row: unknown, index: number, idKey: string): string {
  const id = CarrierId.safeParse((row as Record<string, unknown> | null)?.[idKey]);
  return id.success ? `#${id.data}` : `row ${index + 1}`;
}
