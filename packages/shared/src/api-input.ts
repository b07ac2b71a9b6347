import { z } from 'zod';
import { recordIdOf } from './api.js';

/** A record's id in a URL path: a plain decimal integer only (recordIdOf). */
export const IdParam = z.strictObject({
  id: z.string().transform((text, ctx) => {
    const id = recordIdOf(text);
    if (id === null) ctx.addIssue({ code: 'custom', message: 'Not a record id.' });
    return id ?? z.NEVER;
  }),
});

export const PageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
};

/** Search text for admin lists: trimmed, bounded, empty means none. */
export const SearchText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The years a date sent to the API may name. The shop's clock (shop-time.ts) reads dates through
 * Intl, which has no year past 9999 to answer with: a range ending on 9999-12-31 used to answer
 * 500. No date the store keeps or reports on lies outside these years.
 */
export const DATE_YEARS = { first: 2000, last: 2100 } as const;
const OUTSIDE_YEARS = `Choose a date from ${DATE_YEARS.first} to ${DATE_YEARS.last}.`;
// NaN: not a date at all, which the format's own error already says.
const inDateYears = (year: number) =>
  Number.isNaN(year) || (year >= DATE_YEARS.first && year <= DATE_YEARS.last);

/** A calendar day, `YYYY-MM-DD`, within DATE_YEARS. */
export const calendarDay = (error = 'Expected a date (YYYY-MM-DD).') =>
  z.iso.date({ error }).refine((day) => inDateYears(Number(day.slice(0, 4))), OUTSIDE_YEARS);

/** A list's optional range of shop days (`from`, `to`, both included), each within DATE_YEARS. */
export const OptionalDayRange = { from: calendarDay().optional(), to: calendarDay().optional() };

/** Refines a query with a day range: a range that ends before it starts is refused on `to`. */
export const rangeInOrder: [
  (q: { from?: string; to?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { message: 'The range ends before it starts.', path: ['to'] },
];

/** An instant, ISO 8601 with its offset, within DATE_YEARS. */
export const instant = (error = 'Expected a date and time (ISO 8601).') =>
  z.iso
    .datetime({ offset: true, error })
    .refine((at) => inDateYears(new Date(at).getUTCFullYear()), OUTSIDE_YEARS);

/**
 * A whole number sent as a JSON number or in decimal digits (a form field, a query string):
 * z.coerce.number() would also read "0x10" as 16, "1e1" as 10, "0b11" as 3 and "" as 0.
 */
export const decimalInteger = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (/^\s*-?\d+\s*$/.test(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message: 'Expected a whole number in digits 0-9.', input: value });
    return z.NEVER;
  }, schema);
