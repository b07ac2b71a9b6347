import type { Prisma } from '@vigor/db/client';

/** Prices are NUMERIC(10,2) in the database and plain numbers of dirhams in JSON. */
export function toNumber(value: Prisma.Decimal | number | string): number {
  return Number(value);
}

export function toNullableNumber(value: Prisma.Decimal | number | string | null): number | null {
  return value == null ? null : Number(value);
}
