/** The profit report's settings: one row of `profit_settings` (docs/product.md, "Profit"). */
import type { ProfitSettings, ProfitSettingsInput } from '@vigor/shared';
import { toNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';

/** A reporting API the store may read: its account and read token (never sent to a browser). */
export interface ReportingAccount {
  accountId: string;
  token: string;
}

export interface ProfitConfig {
  packagingCost: number;
  rates: Record<string, number>;
  meta: ReportingAccount | null;
  tiktok: ReportingAccount | null;
}

const row = () => prisma.profitSettings.findUniqueOrThrow({ where: { id: 1 } });

const account = (accountId: string | null, token: string | null) =>
  accountId && token ? { accountId, token } : null;

export async function profitConfig(): Promise<ProfitConfig> {
  const settings = await row();
  return {
    packagingCost: toNumber(settings.packaging_cost),
    rates: settings.currency_rates as Record<string, number>,
    meta: account(settings.meta_ad_account_id, settings.meta_read_token),
    tiktok: account(settings.tiktok_advertiser_id, settings.tiktok_read_token),
  };
}

export async function getProfitSettings(): Promise<ProfitSettings> {
  const settings = await row();
  return {
    packaging_cost: toNumber(settings.packaging_cost),
    currency_rates: settings.currency_rates as Record<string, number>,
    meta_ad_account_id: settings.meta_ad_account_id,
    meta_read_token_saved: settings.meta_read_token !== null,
    tiktok_advertiser_id: settings.tiktok_advertiser_id,
    tiktok_read_token_saved: settings.tiktok_read_token !== null,
  };
}

/** A token left out keeps the saved one; empty text removes it. */
const tokenChange = (token: string | undefined) => (token === undefined ? undefined : token || null);

export async function updateProfitSettings(input: ProfitSettingsInput): Promise<ProfitSettings> {
  await prisma.profitSettings.update({
    where: { id: 1 },
    data: {
      packaging_cost: input.packaging_cost,
      currency_rates: input.currency_rates,
      meta_ad_account_id: input.meta_ad_account_id,
      meta_read_token: tokenChange(input.meta_read_token),
      tiktok_advertiser_id: input.tiktok_advertiser_id,
      tiktok_read_token: tokenChange(input.tiktok_read_token),
    },
  });
  return getProfitSettings();
}
