/**
 * Ad spend per ad and per day (docs/product.md, "Profit"). Rows arrive from the reporting APIs
 * (ad-spend-import.ts), a sheet (ad-spend-sheet.ts) or JSON; each is converted to dh at the rate
 * typed in SETTINGS. A platform's day stored again replaces that day's earlier rows, in one
 * transaction: the day is never counted twice, nor missing while it is replaced.
 */
import {
  type AdSpendInputRow,
  type AdSpendQuery,
  type AdSpendRow,
  type AdSpendStored,
  type AdSpendPlatform,
  roundToCentime,
} from '@vigor/shared';
import { fromCalendarDate, toCalendarDate } from '../../lib/calendar-date.ts';
import { AppError } from '../../lib/errors.ts';
import { toNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';
import { profitConfig } from './profit-settings.ts';

/** The shop's own currency: spend in it needs no rate. */
const SHOP_CURRENCY = 'MAD';

/**
 * Each row's spend in dh, or a 400 naming every row whose currency has no rate (`rows.N.currency`,
 * or the key `keyOf` gives): nothing is stored then.
 */
export async function inDirhams(
  rows: readonly AdSpendInputRow[],
  keyOf: (index: number) => string = (i) => `rows.${i}`,
): Promise<number[]> {
  const { rates } = await profitConfig();
  const errors: Record<string, string[]> = {};
  const amounts = rows.map((row, i) => {
    if (row.currency === SHOP_CURRENCY) return row.spend;
    const rate = rates[row.currency];
    if (rate == null) {
      errors[`${keyOf(i)}.currency`] = [`No rate for ${row.currency}: type it in SETTINGS, Profit.`];
      return 0;
    }
    return roundToCentime(row.spend * rate);
  });
  if (Object.keys(errors).length) throw AppError.badRequest('Some rows have no currency rate.', errors);
  return amounts;
}

/** Stores the rows; every (day, platform) they hold first loses its earlier rows. */
export async function storeAdSpend(
  rows: readonly AdSpendInputRow[],
  source: 'api' | 'upload',
  keyOf?: (index: number) => string,
  /** Days and platforms the import read, even those without rows (no spend that day). */
  read: readonly { day: string; platform: AdSpendPlatform }[] = [],
): Promise<AdSpendStored> {
  const amounts = await inDirhams(rows, keyOf);
  const days = new Map<string, { day: string; platform: AdSpendPlatform }>();
  for (const { day, platform } of [...rows.map((r) => ({ day: r.date, platform: r.platform })), ...read]) {
    days.set(`${day} ${platform}`, { day, platform });
  }
  return prisma.$transaction(async (tx) => {
    const pairs = [...days.values()];
    const replaced = pairs.length
      ? await tx.$executeRaw`
          DELETE FROM ad_spend s USING unnest(${pairs.map((p) => p.day)}::date[], ${pairs.map((p) => p.platform)}::text[]) AS d(day, platform)
          WHERE s.day = d.day AND s.platform = d.platform`
      : 0;
    const { count } = await tx.adSpend.createMany({
      data: rows.map((row, i) => ({
        day: fromCalendarDate(row.date)!,
        platform: row.platform,
        campaign: row.campaign,
        campaign_id: row.campaign_id,
        adset: row.adset,
        adset_id: row.adset_id,
        ad: row.ad,
        ad_id: row.ad_id,
        spend: row.spend,
        currency: row.currency,
        spend_dh: amounts[i]!,
        source,
      })),
    });
    return { added: count, replaced };
  });
}

export async function listAdSpend({ from, to }: AdSpendQuery): Promise<AdSpendRow[]> {
  const rows = await prisma.adSpend.findMany({
    where: { day: { gte: fromCalendarDate(from)!, lte: fromCalendarDate(to)! } },
    orderBy: [{ day: 'asc' }, { platform: 'asc' }, { campaign: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({
    id: row.id,
    date: toCalendarDate(row.day)!,
    platform: row.platform as AdSpendPlatform,
    campaign: row.campaign,
    campaign_id: row.campaign_id,
    adset: row.adset,
    adset_id: row.adset_id,
    ad: row.ad,
    ad_id: row.ad_id,
    spend: toNumber(row.spend),
    currency: row.currency,
    spend_dh: toNumber(row.spend_dh),
    source: row.source as AdSpendRow['source'],
  }));
}
