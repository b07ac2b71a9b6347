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
