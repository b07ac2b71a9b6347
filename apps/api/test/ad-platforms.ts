/**
 * Local stand-ins for Meta's Graph API (Conversions API) and TikTok's Business API (Events API
 * 2.0), in one HTTP server. Each request is checked against the shape the platforms document
 * (docs/ads.md): a request that breaks it is refused the way the platform refuses it and kept in
 * `refused`; an accepted event is kept in `events`. It also serves stand-ins of the two browser
 * pixels' scripts, which post the events the storefront tracks back here (`browserEvents`), so a
 * journey sees browser and server events side by side. `failWith(500)` makes every server
 * request fail until `recover()`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { readBody } from './cluster/processes.ts';

const SHA256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hash in lower-case hex');
const DAY_SECONDS = 24 * 3600;

/** A Unix time in whole seconds, at most 7 days old and not in the future (a minute's slack). */
const eventTime = z
  .number()
  .int()
  .refine((t) => t < 1e11, 'must be in seconds, not milliseconds')
  .refine((t) => t >= Date.now() / 1000 - 7 * DAY_SECONDS, 'is more than 7 days old')
  .refine((t) => t <= Date.now() / 1000 + 60, 'is in the future');

const MetaEvent = z
  .object({
    event_name: z.string().min(1),
    event_time: eventTime,
    event_id: z.string().min(1),
    action_source: z.enum([
      'website',
      'phone_call',
      'email',
      'app',
      'chat',
      'physical_store',
      'system_generated',
      'other',
    ]),
    event_source_url: z.url().optional(),
    user_data: z.object({
      em: z.array(SHA256).optional(),
      ph: z.array(SHA256).optional(),
      fn: z.array(SHA256).optional(),
      ln: z.array(SHA256).optional(),
      ct: z.array(SHA256).optional(),
      country: z.array(SHA256).optional(),
      external_id: z.array(SHA256).optional(),
      client_ip_address: z.string().optional(),
      client_user_agent: z.string().optional(),
      // Never hashed: fb.1.<creation time in milliseconds>.<fbclid> and fb.1.<ms>.<random number>.
      fbc: z
        .string()
        .regex(/^fb\.\d\.\d{13}\..+$/, 'must be fb.<subdomain>.<milliseconds>.<fbclid>')
        .optional(),
      fbp: z
        .string()
        .regex(/^fb\.\d\.\d{13}\.\d+$/, 'must be fb.<subdomain>.<milliseconds>.<random>')
        .optional(),
    }),
    custom_data: z
      .object({
        value: z.number(),
        currency: z.string().regex(/^[A-Z]{3}$/),
        content_type: z.string().optional(),
        content_ids: z.array(z.string()).optional(),
        contents: z
          .array(z.object({ id: z.string(), quantity: z.number().int(), item_price: z.number().optional() }))
          .optional(),
        order_id: z.string().optional(),
      })
      .optional(),
  })
  // Website events need the browser's user agent and the page's URL.
  .refine(
    (e) => e.action_source !== 'website' || (e.user_data.client_user_agent && e.event_source_url),
    'website events need client_user_agent and event_source_url',
  );
export type MetaEvent = z.infer<typeof MetaEvent>;

const MetaRequest = z.object({
  data: z.array(MetaEvent).min(1).max(1000),
  test_event_code: z.string().optional(),
  access_token: z.string().min(1),
});

const TikTokEvent = z.object({
  event: z.string().min(1),
  event_time: eventTime,
  event_id: z.string().min(1),
  user: z.object({
    email: SHA256.optional(),
    phone: SHA256.optional(),
    external_id: SHA256.optional(),
    ttclid: z.string().min(1).optional(),
    ttp: z.string().min(1).optional(),
    ip: z.string().optional(),
    user_agent: z.string().optional(),
  }),
  properties: z
    .object({
      value: z.number(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      content_type: z.string().optional(),
      contents: z
        .array(z.object({ content_id: z.string(), quantity: z.number().int(), price: z.number().optional() }))
        .optional(),
      order_id: z.string().optional(),
    })
    .optional(),
  page: z.object({ url: z.url() }).optional(),
});
export type TikTokEvent = z.infer<typeof TikTokEvent>;

const TikTokRequest = z.object({
  event_source: z.literal('web'),
  event_source_id: z.string().min(1),
  test_event_code: z.string().optional(),
  data: z.array(TikTokEvent).min(1).max(1000),
});

export type ServerEvent =
  | { platform: 'meta'; pixel: string; token: string; test_event_code?: string | undefined; event: MetaEvent }
  | {
      platform: 'tiktok';
      pixel: string;
      token: string;
      test_event_code?: string | undefined;
      event: TikTokEvent;
    };

export interface BrowserEvent {
  platform: 'meta' | 'tiktok';
  pixel: string;
  event: string;
  event_id: string | null;
  params: Record<string, unknown>;
}

/** An answer a stand-in gives instead of its own: HTTP status and JSON body. */
export interface CannedAnswer {
  status: number;
  body: unknown;
}

/**
 * Meta's error answer (Graph API "Handling errors": `error.message`, `type`, `code`,
 * `error_subcode`, `fbtrace_id`). The messages are Meta's for codes 1, 2, 4, 17, 100, 190 and 341
 * as that page lists them.
 */
export function metaError(
  code: number,
  status = 400,
  message = META_MESSAGES[code] ?? 'Error',
): CannedAnswer {
  return {
    status,
    body: {
      error: {
        message,
        type: code === 190 ? 'OAuthException' : 'GraphMethodException',
        code,
        fbtrace_id: 'AbCdEf',
      },
    },
  };
}
const META_MESSAGES: Record<number, string> = {
  1: 'An unknown error occurred',
  2: 'An unexpected error has occurred. Please retry your request later.',
  4: '(#4) Application request limit reached',
  17: '(#17) User request limit reached',
  100: '(#100) Invalid parameter',
  190: 'Invalid OAuth access token - Cannot parse access token',
  341: '(#341) Application limit reached',
};

/**
 * TikTok's answer: always HTTP 200 with `code`, `message`, `request_id` and `data` (Events API 2.0;
 * rudder-transformer's tiktok_ads/networkHandler.js reads the same fields). The messages are
 * guesses (docs/ads.md).
 */
export function tiktokAnswer(
  code: number,
  message = TIKTOK_MESSAGES[code] ?? 'Error',
  data: object = {},
): CannedAnswer {
  return { status: 200, body: { code, message, request_id: '202611281200000000000000000000AB', data } };
}
const TIKTOK_MESSAGES: Record<number, string> = {
  0: 'OK',
  20001: 'Partial success',
  40001: 'Authentication error: access token is incorrect or has been revoked',
  40002: 'Invalid parameters',
  40100: 'Too many requests. Please retry in some time.',
  40700: 'Internal error, please retry',
};

export interface AdPlatforms {
  /** Base URL of both APIs and of the pixels' scripts. */
  url: string;
  events: ServerEvent[];
  refused: { platform: 'meta' | 'tiktok'; problems: string }[];
  browserEvents: BrowserEvent[];
  /** Server requests answered with the failure status while failing. */
  failures: number;
  failWith(status: number): void;
  /** The next `times` server requests to `platform` get this answer instead (and are not kept). */
  answerNext(platform: 'meta' | 'tiktok', answer: CannedAnswer, times?: number): void;
  /** Server requests made to each platform, answered or not. */
  requests: { meta: number; tiktok: number };
  recover(): void;
  clear(): void;
  close(): Promise<void>;
}

const problemsOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, {
    'content-type': type,
    // The pixels post from the storefront's origin.
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * The pixels' scripts, reduced to what the storefront uses: they take over the queue the page's
 * stub kept (fbq's `queue`, ttq's array of calls) and post each tracked event here.
 */
const pixelScript = (origin: string, platform: 'meta' | 'tiktok') =>
  platform === 'meta'
    ? `(() => {
  const fbq = window.fbq; let pixel = '';
  const post = (body) => fetch('${origin}/browser', { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  fbq.callMethod = (method, ...args) => {
    if (method === 'init') pixel = args[0];
    if (method === 'track') post({ platform: 'meta', pixel, event: args[0], params: args[1] || {}, event_id: (args[2] || {}).eventID || null });
  };
  for (const call of fbq.queue.splice(0)) fbq.callMethod(...call);
})();`
    : `(() => {
  const ttq = window.ttq; const pixel = new URL(document.currentScript.src).searchParams.get('sdkid');
  const post = (body) => fetch('${origin}/browser', { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const call = (method, ...args) => {
    if (method === 'page') post({ platform: 'tiktok', pixel, event: 'Pageview', params: {}, event_id: null });
    if (method === 'track') post({ platform: 'tiktok', pixel, event: args[0], params: args[1] || {}, event_id: (args[2] || {}).event_id || null });
  };
  for (const [method, ...args] of ttq.splice(0)) call(method, ...args);
  for (const method of ttq.methods) ttq[method] = (...args) => call(method, ...args);
})();`;

/** Listens on `port` (0: any free port). */
export async function startAdPlatforms(port = 0): Promise<AdPlatforms> {
  let failing: number | null = null;
  const canned: { platform: 'meta' | 'tiktok'; answer: CannedAnswer }[] = [];
  const platforms = {
    requests: { meta: 0, tiktok: 0 },
    events: [] as ServerEvent[],
    refused: [] as AdPlatforms['refused'],
    browserEvents: [] as BrowserEvent[],
    failures: 0,
  };
  let origin = '';

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'OPTIONS') return send(res, 204, '');
    if (req.method === 'GET' && url.pathname === '/meta/fbevents.js')
      return send(res, 200, pixelScript(origin, 'meta'), 'text/javascript');
    if (req.method === 'GET' && url.pathname === '/tiktok/events.js')
      return send(res, 200, pixelScript(origin, 'tiktok'), 'text/javascript');
    if (req.method === 'GET' && url.pathname === '/recorded')
      return send(res, 200, {
        events: platforms.events,
        refused: platforms.refused,
        browser_events: platforms.browserEvents,
      });
    if (req.method !== 'POST') return send(res, 404, { error: 'not found' });
    const body = await readBody(req);
    if (url.pathname === '/browser') {
      platforms.browserEvents.push(body as BrowserEvent);
      return send(res, 204, '');
    }
    const meta = /^\/v\d+\.\d+\/(\d+)\/events$/.exec(url.pathname);
    const tiktok = url.pathname === '/open_api/v1.3/event/track/';
    if (!meta && !tiktok) return send(res, 404, { error: 'not found' });
    const platform = meta ? 'meta' : 'tiktok';
    platforms.requests[platform]++;
    const next = canned.findIndex((c) => c.platform === platform);
    if (next >= 0) {
      const { answer } = canned.splice(next, 1)[0]!;
      return send(res, answer.status, answer.body);
    }
    if (failing !== null) {
      platforms.failures++;
      return send(res, failing, { error: { message: 'Service temporarily unavailable', code: 2 } });
    }
    if (meta) {
      const parsed = MetaRequest.safeParse(body);
      if (!parsed.success) {
        platforms.refused.push({ platform: 'meta', problems: problemsOf(parsed.error) });
        const refusal = metaError(100, 400, `(#100) ${problemsOf(parsed.error)}`);
        return send(res, refusal.status, refusal.body);
      }
      const { data, test_event_code, access_token } = parsed.data;
      for (const event of data)
        platforms.events.push({
          platform: 'meta',
          pixel: meta[1]!,
          token: access_token,
          test_event_code,
          event,
        });
      return send(res, 200, { events_received: data.length, messages: [], fbtrace_id: 'AbCdEf' });
    }
    const token = req.headers['access-token'];
    const parsed = TikTokRequest.safeParse(body);
    if (typeof token !== 'string' || !token || !parsed.success) {
      const problems = parsed.success ? 'Access-Token header missing' : problemsOf(parsed.error);
      platforms.refused.push({ platform: 'tiktok', problems });
      // TikTok answers refusals with HTTP 200 and a code of its own.
      const answer = tiktokAnswer(token ? 40002 : 40001, problems);
      return send(res, answer.status, answer.body);
    }
    const { data, test_event_code, event_source_id } = parsed.data;
    for (const event of data)
      platforms.events.push({ platform: 'tiktok', pixel: event_source_id, token, test_event_code, event });
    const ok = tiktokAnswer(0);
    return send(res, ok.status, ok.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(platforms, {
    url: origin,
    failWith: (status: number) => void (failing = status),
    answerNext: (platform: 'meta' | 'tiktok', answer: CannedAnswer, times = 1) => {
      for (let i = 0; i < times; i++) canned.push({ platform, answer });
    },
    recover: () => {
      failing = null;
      canned.length = 0;
    },
    clear: () => {
      platforms.requests.meta = 0;
      platforms.requests.tiktok = 0;
      platforms.events.length = 0;
      platforms.refused.length = 0;
      platforms.browserEvents.length = 0;
      platforms.failures = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * Points the API's ad settings at these stand-ins: call it before the app's modules load (they
 * read the environment once, config/env.ts).
 */
export function useAdPlatforms(platforms: AdPlatforms): void {
  Object.assign(process.env, {
    ADS_META_URL: platforms.url,
    ADS_TIKTOK_URL: platforms.url,
    ADS_META_PIXEL_SCRIPT: `${platforms.url}/meta/fbevents.js`,
    ADS_TIKTOK_PIXEL_SCRIPT: `${platforms.url}/tiktok/events.js`,
  });
}
