import type { Request } from 'express';
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '@vigor/shared';
import { AppError } from './errors.ts';

/** The request's Idempotency-Key, if any; a malformed one is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const raw = req.get(IDEMPOTENCY_HEADER);
  if (raw === undefined) return undefined;
  const parsed = IdempotencyKey.safeParse(raw);
  if (!parsed.success) {
    throw AppError.badRequest('The given data was invalid.', {
      [IDEMPOTENCY_HEADER]: ['Must be 8 to 100 letters, digits, "-" or "_".'],
    });
  }
  return parsed.data;
}
