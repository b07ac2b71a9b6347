/**
 * Profit truth (docs/product.md, "Profit"): the costs the shop types, ad spend per ad and per day,
 * and the PROFIT report. The money rules themselves are in money.ts.
 */

/** Where ad spend comes from: the two reporting APIs, or any other source (a sheet, JSON rows). */
export const AD_SPEND_PLATFORMS = ['meta', 'tiktok', 'other'] as const;
export type AdSpendPlatform = (typeof AD_SPEND_PLATFORMS)[number];

/** The platforms whose reporting API the store reads (the stand-ins follow docs/ads.md). */
export const AD_REPORTING_PLATFORMS = ['meta', 'tiktok'] as const;
export type AdReportingPlatform = (typeof AD_REPORTING_PLATFORMS)[number];

/** How PROFIT groups orders and spend. */
export const PROFIT_GROUPINGS = ['day', 'platform', 'campaign', 'adset', 'ad', 'product', 'city'] as const;
export type ProfitGrouping = (typeof PROFIT_GROUPINGS)[number];

/** The key of orders that match no spend row (organic, direct, unknown). */
export const NO_CAMPAIGN = 'no campaign';
/** By product or city: spend of campaigns none of whose orders was placed in the range. */
export const SPEND_WITHOUT_ORDERS = 'spend without orders';

/** The longest range an ad platform import covers (TikTok answers at most 30 days by day). */
export const AD_SPEND_IMPORT_MAX_DAYS = 30;
/** The nightly import's range: the last 7 days, today included (late conversions move spend). */
export const NIGHTLY_IMPORT_DAYS = 7;

export interface ProfitSettings {
  packaging_cost: number;
  /** dh per unit of each currency, e.g. { "USD": 10.05 }. */
  currency_rates: Record<string, number>;
  meta_ad_account_id: string | null;
  meta_read_token_saved: boolean;
  tiktok_advertiser_id: string | null;
  tiktok_read_token_saved: boolean;
}

export interface AdSpendRow {
  id: number;
  date: string;
  platform: AdSpendPlatform;
  campaign: string;
  campaign_id: string | null;
  adset: string | null;
  adset_id: string | null;
  ad: string | null;
  ad_id: string | null;
  spend: number;
  currency: string;
  spend_dh: number;
  source: 'api' | 'upload';
}

/** POST /api/admin/ad-spend and …/import: rows stored, and earlier rows of the same days replaced. */
export interface AdSpendStored {
  added: number;
  replaced: number;
}

/** A product or carrier whose cost a profit figure needed and nobody typed. */
export interface MissingCost {
  id: number;
  name: string;
}

/** One row of PROFIT; amounts in dh, rates as fractions or null. */
export interface ProfitRow {
  key: string;
  /** The platform of a campaign, ad set or ad row; null otherwise. */
  platform: AdSpendPlatform | null;
  spend: number;
  placed: number;
  confirmed: number;
  shipped: number;
  delivered: number;
  /** Refused or returned. */
  refused: number;
  /** Not decided yet (pending, contacted, confirmed, shipped): never in profit. */
  in_flight: number;
  cash_collected: number;
  costs: number;
  contribution: number;
  profit: number;
  cost_per_placed: number | null;
  cost_per_delivered: number | null;
  delivered_roas: number | null;
  confirmation_rate: number | null;
  delivery_rate: number | null;
  /** Orders whose contribution needed a cost nobody typed (counted as 0). */
  missing_costs: number;
}

export interface ProfitReport {
  from: string;
  to: string;
  by: ProfitGrouping;
  rows: ProfitRow[];
  totals: ProfitRow;
  /** What to type to make the marked figures whole: SETTINGS' carriers and PRODUCTS' forms. */
  missing: { products: MissingCost[]; carriers: MissingCost[] };
}
