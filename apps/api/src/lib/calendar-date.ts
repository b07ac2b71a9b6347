/**
 * DATE columns (no time, no zone) come from Prisma as a Date at 00:00 UTC and go back the same
 * way; in JSON they are `YYYY-MM-DD`.
 */
export function toCalendarDate(value: Date | null): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

export function fromCalendarDate(value: string | null | undefined): Date | null {
  return value ? new Date(`${value}T00:00:00.000Z`) : null;
}
