import { z } from 'zod';
import { calendarDay, rangeInOrder } from './api-input.js';
import { REPORT_MAX_DAYS } from './reports.js';
import { daysBetween } from './shop-time.js';

/** GET /api/admin/reports: a range of the shop's (Casablanca) days, both ends included. */
export const ReportQuery = z
  .strictObject({ from: calendarDay(), to: calendarDay() })
  .refine(...rangeInOrder)
  .refine((q) => daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    message: `At most ${REPORT_MAX_DAYS} days.`,
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof ReportQuery>;

/** A month of the shop's calendar, `YYYY-MM`. */
export const CommissionQuery = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM'),
});
export type CommissionQuery = z.infer<typeof CommissionQuery>;
