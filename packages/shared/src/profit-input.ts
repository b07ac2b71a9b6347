import { z } from 'zod';
import { calendarDay, rangeInOrder } from './api-input.js';
import { roundToCentime } from './money.js';
import {
  AD_REPORTING_PLATFORMS,
  AD_SPEND_IMPORT_MAX_DAYS,
  AD_SPEND_PLATFORMS,
  PROFIT_GROUPINGS,
} from './profit.js';
import { REPORT_MAX_DAYS } from './reports.js';
import { daysBetween } from './shop-time.js';

/** An amount in dh (or another currency) with two decimals, at least 0. */
export const Amount = (message = 'An amount of at least 0 with two decimals.') =>
  z.coerce
    .number({ error: message })
    .refine((n) => Number.isFinite(n) && n >= 0 && n <= 100_000_000, message)
    .transform(roundToCentime);

/** Empty text or null clears an optional cost (unknown); left out keeps the saved one. */
export const OptionalCost = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : v),
  Amount().nullable().optional(),
);

export const CURRENCY = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'A currency code of three letters (MAD, USD, EUR).');

const ReadToken = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\S{10,500}$/, 'A token is 10 to 500 characters without spaces.'),
  ])
  .optional();

/** PUT /api/admin/profit-settings. Tokens are write-only: left out keeps, empty text removes. */
export const ProfitSettingsInput = z.strictObject({
  packaging_cost: Amount(),
  currency_rates: z
    .record(CURRENCY, z.number().positive('A rate above 0 (dh per unit).').max(100_000))
    .refine((rates) => Object.keys(rates).length <= 20, 'At most 20 currencies.'),
  meta_ad_account_id: z
    .string()
    .trim()
    .regex(/^(act_)?\d{5,25}$/, 'An ad account id is digits, with or without act_.')
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v.replace(/^act_/, '') : null)),
  meta_read_token: ReadToken,
  tiktok_advertiser_id: z
    .string()
    .trim()
    .regex(/^\d{5,25}$/, 'An advertiser id is digits.')
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  tiktok_read_token: ReadToken,
});
export type ProfitSettingsInput = z.infer<typeof ProfitSettingsInput>;

const Name = z.string().trim().min(1, 'Required.').max(200);
const OptionalName = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => v || null);

/** One spend row as JSON or one line of a sheet. */
export const AdSpendInputRow = z.strictObject({
  date: calendarDay(),
  platform: z.enum(AD_SPEND_PLATFORMS, { error: 'meta, tiktok or other.' }),
  campaign: Name,
  adset: OptionalName,
  ad: OptionalName,
  campaign_id: OptionalName,
  adset_id: OptionalName,
  ad_id: OptionalName,
  spend: Amount('A spend of at least 0 with two decimals.'),
  currency: CURRENCY,
});
export type AdSpendInputRow = z.infer<typeof AdSpendInputRow>;

export const AdSpendRowsInput = z.strictObject({
  rows: z.array(AdSpendInputRow).min(1, 'At least one row.').max(20_000),
});
export type AdSpendRowsInput = z.infer<typeof AdSpendRowsInput>;

const DayRange = {
  from: calendarDay(),
  to: calendarDay(),
};

/** POST /api/admin/ad-spend/import: read a platform's reporting API for a range of days. */
export const AdSpendImportInput = z
  .strictObject({ platform: z.enum(AD_REPORTING_PLATFORMS), ...DayRange })
  .refine(...rangeInOrder)
  .refine((q) => daysBetween(q.from, q.to) < AD_SPEND_IMPORT_MAX_DAYS, {
    message: `At most ${AD_SPEND_IMPORT_MAX_DAYS} days.`,
    path: ['to'],
  });
export type AdSpendImportInput = z.infer<typeof AdSpendImportInput>;

export const AdSpendQuery = z
  .strictObject(DayRange)
  .refine(...rangeInOrder)
  .refine((q) => daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    message: `At most ${REPORT_MAX_DAYS} days.`,
    path: ['to'],
  });
export type AdSpendQuery = z.infer<typeof AdSpendQuery>;

export const ProfitQuery = z
  .strictObject({ ...DayRange, by: z.enum(PROFIT_GROUPINGS).default('campaign') })
  .refine(...rangeInOrder)
  .refine((q) => daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    message: `At most ${REPORT_MAX_DAYS} days.`,
    path: ['to'],
  });
export type ProfitQuery = z.infer<typeof ProfitQuery>;
