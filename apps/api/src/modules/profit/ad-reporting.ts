/**
 * The ad platforms' reporting APIs, read for spend per ad and per day (docs/ads.md, "Ad spend",
 * with the sources): Meta's Marketing API insights (level=ad, time_increment=1, cursor paging)
 * and TikTok's Business API report/integrated/get (AUCTION_AD, dimensions ad_id and
 * stat_time_day, page paging). Each answer's rows are parsed with a schema: a bad row is set
 * aside and counted, the rest goes on. A refusal is an AppError 502 with the platform's words.
 */
import type { AdReportingPlatform, AdSpendInputRow } from '@vigor/shared';
import { z } from 'zod';
import { env } from '../../config/env.ts';
import { AppError } from '../../lib/errors.ts';
import type { ReportingAccount } from './profit-settings.ts';

/** The Graph API version, as the Conversions API calls use (modules/ads/ad-requests.ts). */
const META_GRAPH_VERSION = 'v25.0';
const META_PAGE_SIZE = 500;
const TIKTOK_PAGE_SIZE = 1000;
/** A platform that keeps paging beyond this is refused rather than followed forever. */
const MAX_PAGES = 200;
const TIMEOUT_MS = 30_000;

export interface SpendReport {
  rows: AdSpendInputRow[];
  /** Rows the schema refused (a missing id, a spend that is not a number). */
  set_aside: number;
}

const Text = z.coerce.string().trim().min(1);
const Money = z.coerce.number().finite().min(0);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

/** One insights row at level=ad with time_increment=1 (spend is a decimal string). */
const MetaRow = z.object({
  date_start: Day,
  campaign_id: Text,
  campaign_name: Text,
  adset_id: Text,
  adset_name: Text,
  ad_id: Text,
  ad_name: Text,
  spend: Money,
  account_currency: z.string().regex(/^[A-Z]{3}$/),
});
const MetaPage = z.object({
  data: z.array(z.unknown()),
  paging: z
    .object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() })
    .optional(),
});
const MetaError = z.object({
  error: z.object({ message: z.string(), code: z.number().optional(), error_subcode: z.number().optional() }),
});

/** One report/integrated/get row: dimensions and metrics, metrics as strings. */
const TikTokRow = z.object({
  dimensions: z.object({ ad_id: Text, stat_time_day: Day }),
  metrics: z.object({
    spend: Money,
    campaign_id: Text,
    campaign_name: Text,
    adgroup_id: Text,
    adgroup_name: Text,
    ad_name: Text,
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
});
/** Every answer has a code and a message; `data` is a page only when the code is 0. */
const TikTokAnswer = z.object({ code: z.number(), message: z.string(), data: z.unknown() });
const TikTokPage = z.object({
  list: z.array(z.unknown()),
  page_info: z.object({ page: z.number(), total_page: z.number() }),
});

async function getJson(platform: AdReportingPlatform, url: string, headers: Record<string, string> = {}) {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new AppError(502, `${PLATFORM_NAMES[platform]} did not answer: try again later.`);
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

const PLATFORM_NAMES: Record<AdReportingPlatform, string> = { meta: 'Meta', tiktok: 'TikTok' };

/** Parses each row; the ones the schema refuses are counted, never stored. */
function parseRows<T>(
  schema: z.ZodType<T>,
  list: unknown[],
  toRow: (row: T) => AdSpendInputRow,
  report: SpendReport,
) {
  for (const item of list) {
    const parsed = schema.safeParse(item);
    if (parsed.success) report.rows.push(toRow(parsed.data));
    else report.set_aside++;
  }
}

async function metaSpend(account: ReportingAccount, from: string, to: string): Promise<SpendReport> {
  const report: SpendReport = { rows: [], set_aside: 0 };
  const base = new URL(`${env.ADS_META_URL}/${META_GRAPH_VERSION}/act_${account.accountId}/insights`);
  base.searchParams.set('level', 'ad');
  base.searchParams.set('time_increment', '1');
  base.searchParams.set('time_range', JSON.stringify({ since: from, until: to }));
  base.searchParams.set(
    'fields',
    'campaign_id,campaign_name,adset_id,adset_name,ad_id,ad_name,spend,account_currency',
  );
  base.searchParams.set('limit', String(META_PAGE_SIZE));
  base.searchParams.set('access_token', account.token);
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = new URL(base);
    if (after) url.searchParams.set('after', after);
    const { status, body } = await getJson('meta', url.toString());
    const refused = MetaError.safeParse(body);
    if (status !== 200 || refused.success) {
      const error = refused.success ? refused.data.error : null;
      throw new AppError(
        502,
        error ? `Meta refused: (#${error.code ?? '?'}) ${error.message}` : `Meta answered HTTP ${status}.`,
      );
    }
    const answer = MetaPage.safeParse(body);
    if (!answer.success) throw new AppError(502, 'Meta answered something that is not an insights page.');
    parseRows(
      MetaRow,
      answer.data.data,
      (row) => ({
        date: row.date_start.slice(0, 10),
        platform: 'meta',
        campaign: row.campaign_name,
        campaign_id: row.campaign_id,
        adset: row.adset_name,
        adset_id: row.adset_id,
        ad: row.ad_name,
        ad_id: row.ad_id,
        spend: row.spend,
        currency: row.account_currency,
      }),
      report,
    );
    // Meta's last page has no `next`; its cursors may still be there.
    after = answer.data.paging?.next ? answer.data.paging.cursors?.after : undefined;
    if (!after) return report;
  }
  throw new AppError(502, 'Meta kept paging: the report was not stored.');
}

async function tiktokSpend(account: ReportingAccount, from: string, to: string): Promise<SpendReport> {
  const report: SpendReport = { rows: [], set_aside: 0 };
  for (let page = 1; page <= MAX_PAGES; page++) {
    const url = new URL(`${env.ADS_TIKTOK_URL}/open_api/v1.3/report/integrated/get/`);
    url.searchParams.set('advertiser_id', account.accountId);
    url.searchParams.set('report_type', 'BASIC');
    url.searchParams.set('data_level', 'AUCTION_AD');
    url.searchParams.set('dimensions', JSON.stringify(['ad_id', 'stat_time_day']));
    url.searchParams.set(
      'metrics',
      JSON.stringify([
        'spend',
        'campaign_id',
        'campaign_name',
        'adgroup_id',
        'adgroup_name',
        'ad_name',
        'currency',
      ]),
    );
    url.searchParams.set('start_date', from);
    url.searchParams.set('end_date', to);
    url.searchParams.set('page', String(page));
    url.searchParams.set('page_size', String(TIKTOK_PAGE_SIZE));
    const { status, body } = await getJson('tiktok', url.toString(), { 'Access-Token': account.token });
    const answer = TikTokAnswer.safeParse(body);
    if (status !== 200 || !answer.success) throw new AppError(502, `TikTok answered HTTP ${status}.`);
    // TikTok answers HTTP 200 with a non-zero code when it refuses.
    if (answer.data.code !== 0) {
      throw new AppError(502, `TikTok refused: (${answer.data.code}) ${answer.data.message}`);
    }
    const data = TikTokPage.safeParse(answer.data.data);
    if (!data.success) throw new AppError(502, 'TikTok answered something that is not a report page.');
    parseRows(
      TikTokRow,
      data.data.list,
      ({ dimensions, metrics }) => ({
        date: dimensions.stat_time_day.slice(0, 10),
        platform: 'tiktok',
        campaign: metrics.campaign_name,
        campaign_id: metrics.campaign_id,
        adset: metrics.adgroup_name,
        adset_id: metrics.adgroup_id,
        ad: metrics.ad_name,
        ad_id: dimensions.ad_id,
        spend: metrics.spend,
        currency: metrics.currency,
      }),
      report,
    );
    if (page >= data.data.page_info.total_page) return report;
  }
  throw new AppError(502, 'TikTok kept paging: the report was not stored.');
}

export const spendReport: Record<
  AdReportingPlatform,
  (account: ReportingAccount, from: string, to: string) => Promise<SpendReport>
> = { meta: metaSpend, tiktok: tiktokSpend };
