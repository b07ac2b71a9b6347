import { Prisma } from '@vigor/db/client';
import { AppError } from './errors.ts';

/**
 * The one way to find, update or delete a single row or answer 404 naming `what`: a lookup that
 * found nothing (null), or a Prisma update or delete whose `where` matched no row (P2025, also
 * when the `where` adds an owner filter such as the guest session).
 */
export async function orNotFound<T>(what: string, query: Promise<T | null>): Promise<T> {
  let row: T | null;
  try {
    row = await query;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') {
      throw AppError.notFound(what);
    }
    throw error;
  }
  if (row == null) throw AppError.notFound(what);
  return row;
}
