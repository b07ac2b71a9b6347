/**
 * Local stand-ins for the ad platforms' reporting APIs, in one HTTP server (docs/ads.md, "Ad
 * spend", with the sources):
 * - Meta's Marketing API insights, GET /vXX.X/act_<account>/insights with level=ad,
 *   time_increment=1, time_range={"since","until"}, fields, limit and access_token: rows with
 *   spend as a decimal string and account_currency, paged by `paging.cursors.after` with
 *   `paging.next` present while more rows follow; errors as { error: { message, type, code,
 *   fbtrace_id } } with HTTP 400 (code 100: invalid parameter; 190: invalid access token).
 * - TikTok's Business API report/integrated/get, GET /open_api/v1.3/report/integrated/get/ with
 *   the Access-Token header, advertiser_id, report_type=BASIC, data_level=AUCTION_AD, dimensions
 *   ["ad_id","stat_time_day"], metrics, start_date, end_date, page, page_size: { code: 0, message:
 *   "OK", request_id, data: { list: [{ dimensions, metrics }], page_info: { page, page_size,
 *   total_number, total_page } } }; refusals are HTTP 200 with a non-zero code (40105: token).
 * Spend is what `meta.rows` and `tiktok.rows` hold; `pageSize` caps the rows of one page (both
 * platforms may answer fewer rows than asked), so that a few rows take several pages; `requests`
 * keeps every request's query.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PlatformSpend {
  day: string;
  campaign_id: string;
  campaign_name: string;
  adset_id: string;
  adset_name: string;
  ad_id: string;
  ad_name: string;
  spend: string;
}

export interface ReportingPlatforms {
  url: string;
  meta: { account: string; token: string; currency: string; rows: PlatformSpend[] };
  tiktok: { advertiser: string; token: string; currency: string; rows: PlatformSpend[] };
  requests: { platform: 'meta' | 'tiktok'; query: Record<string, string> }[];
  pageSize: number;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const inRange = (day: string, from: string, to: string) => day >= from && day <= to;

export async function startReportingPlatforms(): Promise<ReportingPlatforms> {
  const state = {
    meta: { account: '1234567890', token: 'meta-read-token-1', currency: 'USD', rows: [] as PlatformSpend[] },
    tiktok: {
      advertiser: '7000000001',
      token: 'tiktok-read-token-1',
      currency: 'MAD',
      rows: [] as PlatformSpend[],
    },
    requests: [] as ReportingPlatforms['requests'],
    pageSize: 5,
  };
  let origin = '';
  const metaError = (res: ServerResponse, code: number, message: string) =>
    send(res, 400, { error: { message, type: 'OAuthException', code, fbtrace_id: 'Afake' } });

  function meta(res: ServerResponse, account: string, q: Record<string, string>) {
    if (q.access_token !== state.meta.token)
      return metaError(res, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (account !== state.meta.account)
      return metaError(res, 100, `Unsupported get request. Object with ID 'act_${account}' does not exist`);
    if (q.level !== 'ad' || q.time_increment !== '1' || !q.fields?.split(',').includes('spend'))
      return metaError(res, 100, 'Invalid parameter');
    const range = JSON.parse(q.time_range ?? '{}') as { since?: string; until?: string };
    if (!range.since || !range.until) return metaError(res, 100, 'time_range must hold since and until');
    const rows = state.meta.rows.filter((r) => inRange(r.day, range.since!, range.until!));
    const limit = Math.min(Number(q.limit ?? 25), state.pageSize);
    const offset = q.after ? Number(Buffer.from(q.after, 'base64').toString()) : 0;
    const page = rows.slice(offset, offset + limit);
    const after = Buffer.from(String(offset + page.length)).toString('base64');
    const more = offset + page.length < rows.length;
    const next = new URL(`${origin}/v25.0/act_${account}/insights`);
    for (const [k, v] of Object.entries({ ...q, after })) next.searchParams.set(k, v);
    return send(res, 200, {
      data: page.map((r) => ({
        campaign_id: r.campaign_id,
        campaign_name: r.campaign_name,
        adset_id: r.adset_id,
        adset_name: r.adset_name,
        ad_id: r.ad_id,
        ad_name: r.ad_name,
        spend: r.spend,
        account_currency: state.meta.currency,
        date_start: r.day,
        date_stop: r.day,
      })),
      paging: {
        cursors: { before: Buffer.from(String(offset)).toString('base64'), after },
        ...(more && { next: next.toString() }),
      },
    });
  }

  function tiktok(req: IncomingMessage, res: ServerResponse, q: Record<string, string>) {
    const refuse = (code: number, message: string) =>
      send(res, 200, { code, message, request_id: 'fake', data: {} });
    if (req.headers['access-token'] !== state.tiktok.token)
      return refuse(40105, 'The access token is invalid or has been revoked.');
    if (q.advertiser_id !== state.tiktok.advertiser)
      return refuse(40002, 'advertiser_id: No permission to operate advertiser.');
    const dimensions = JSON.parse(q.dimensions ?? '[]') as string[];
    if (
      q.report_type !== 'BASIC' ||
      q.data_level !== 'AUCTION_AD' ||
      dimensions.join() !== 'ad_id,stat_time_day'
    )
      return refuse(40002, 'Invalid report parameters.');
    const rows = state.tiktok.rows.filter((r) => inRange(r.day, q.start_date ?? '', q.end_date ?? ''));
    const size = Math.min(Number(q.page_size ?? 10), state.pageSize);
    const page = Number(q.page ?? 1);
    return send(res, 200, {
      code: 0,
      message: 'OK',
      request_id: 'fake',
      data: {
        list: rows.slice((page - 1) * size, page * size).map((r) => ({
          dimensions: { ad_id: r.ad_id, stat_time_day: `${r.day} 00:00:00` },
          metrics: {
            spend: r.spend,
            campaign_id: r.campaign_id,
            campaign_name: r.campaign_name,
            adgroup_id: r.adset_id,
            adgroup_name: r.adset_name,
            ad_name: r.ad_name,
            currency: state.tiktok.currency,
          },
        })),
        page_info: {
          page,
          page_size: size,
          total_number: rows.length,
          total_page: Math.ceil(rows.length / size),
        },
      },
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const q = Object.fromEntries(url.searchParams);
    const metaPath = /^\/v\d+\.\d+\/act_(\d+)\/insights$/.exec(url.pathname);
    if (req.method === 'GET' && metaPath) {
      state.requests.push({ platform: 'meta', query: q });
      return meta(res, metaPath[1]!, q);
    }
    if (req.method === 'GET' && url.pathname === '/open_api/v1.3/report/integrated/get/') {
      state.requests.push({ platform: 'tiktok', query: q });
      return tiktok(req, res, q);
    }
    send(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    get url() {
      return origin;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * Points the API's reporting calls at these stand-ins: call it before the app's modules load
 * (they read the environment once, config/env.ts).
 */
export function useReportingPlatforms(platforms: ReportingPlatforms): void {
  Object.assign(process.env, { ADS_META_URL: platforms.url, ADS_TIKTOK_URL: platforms.url });
}
