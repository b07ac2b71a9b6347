/**
 * Ad spend read from the platforms' reporting APIs (ad-reporting.ts): on demand for a range, and
 * every night for the last NIGHTLY_IMPORT_DAYS days (scheduled-tasks.ts), since platforms keep
 * adjusting recent days. Every day of the range is replaced, a day without spend included.
 */
import {
  AD_REPORTING_PLATFORMS,
  type AdReportingPlatform,
  type AdSpendStored,
  daysBefore,
  daysBetween,
  NIGHTLY_IMPORT_DAYS,
  shopDay,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { spendReport } from './ad-reporting.ts';
import { storeAdSpend } from './ad-spend.service.ts';
import { profitConfig } from './profit-settings.ts';

export interface AdSpendImported extends AdSpendStored {
  set_aside: number;
}

export async function importAdSpend(
  platform: AdReportingPlatform,
  from: string,
  to: string,
): Promise<AdSpendImported> {
  const account = (await profitConfig())[platform];
  if (!account) {
    throw AppError.badRequest('This platform is not set up.', {
      platform: ['Type its account id and read token in SETTINGS, Profit.'],
    });
  }
  const { rows, set_aside } = await spendReport[platform](account, from, to);
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => daysBefore(from, -i));
  const stored = await storeAdSpend(
    rows,
    'api',
    undefined,
    days.map((day) => ({ day, platform })),
  );
  return { ...stored, set_aside };
}

/** The nightly run: every set-up platform, the last 7 shop days; throws if one failed. */
export async function importRecentAdSpend(today = shopDay()): Promise<void> {
  const config = await profitConfig();
  const failed: string[] = [];
  for (const platform of AD_REPORTING_PLATFORMS.filter((p) => config[p])) {
    try {
      const result = await importAdSpend(platform, daysBefore(today, NIGHTLY_IMPORT_DAYS - 1), today);
      logger.info({ platform, ...result }, 'ad spend imported');
    } catch (error) {
      failed.push(`${platform}: ${(error as Error).message}`);
    }
  }
  if (failed.length) throw new Error(`ad spend import failed: ${failed.join('; ')}`);
}
