import { z } from 'zod';

export const IdParam = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
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
