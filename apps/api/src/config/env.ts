/** The API's configuration, parsed once at boot; nothing else reads process.env. */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_STORAGE_DIR, REPO_ROOT } from '@vigor/db/paths';
import { fieldErrorsOf } from '@vigor/shared';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Server processes of `pnpm start` (apps/api/src/cluster.ts): one a core by default. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
    DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (the start scripts set it)'),
    /**
     * Open HTTP connections a process accepts (lib/http-server.ts); keep it well under the
     * process's file limit (`ulimit -n`) so the database pool can still open connections.
     */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).default(4096),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Longest wait for a database connection (new, or free in the pool) before a 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
    /**
     * Longest a query may run before it is cancelled and its request answers 503: with the
     * connect timeout, a request never waits on the database much longer than this.
     */
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(4000),
    JWT_SECRET: z.string().optional(),
    /** A staff token's whole life; an idle one ends sooner (STAFF_IDLE_SECONDS). */
    JWT_EXPIRES_IN_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(7 * 24 * 3600),
    /** A staff session unused this long ends: back-office computers are shared (docs/security.md). */
    STAFF_IDLE_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(12 * 3600),
    /** Where uploaded images live: `local` (STORAGE_DIR) or `s3` (an S3-compatible bucket). */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    STORAGE_DIR: z.string().default(DEFAULT_STORAGE_DIR),
    /** Base URL pages name images under (a CDN or the bucket's public URL); unset: /storage. */
    STORAGE_PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Unset: AWS S3; e.g. https://<account>.r2.cloudflarestorage.com or a MinIO server. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /**
     * Scheme and host of the shop's public URLs (canonical links, link previews, sitemap), e.g.
     * https://vigor.ma; unset: the ones each request names.
     */
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /**
     * Guest sessions one client address may start in 10 minutes (docs/security.md): generous,
     * since many shoppers can share one mobile-network address.
     */
    NEW_SESSIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
    /** Proxies in front of the API whose X-Forwarded-For is trusted (0: none). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Where the server sends ad events (docs/ads.md): Meta's Graph API and TikTok's Business API;
     * tests and benches point them at local fakes.
     */
    ADS_META_URL: httpUrl.default('https://graph.facebook.com'),
    ADS_TIKTOK_URL: httpUrl.default('https://business-api.tiktok.com'),
    /**
     * `off` places orders without a risk band (the desk sorts them as medium): a switch for an
     * operator whose placement slows down, and the bench's "today" (docs/product.md, "Risk bands").
     */
    RISK_AT_PLACEMENT: z.enum(['on', 'off']).default('on'),
    /** Where WhatsApp messages are sent (docs/whatsapp.md): Meta's Graph API; tests point it at a stand-in. */
    WHATSAPP_API_URL: httpUrl.default('https://graph.facebook.com'),
    /** The pixels' scripts the storefront loads once a platform is configured. */
    ADS_META_PIXEL_SCRIPT: httpUrl.default('https://connect.facebook.net/en_US/fbevents.js'),
    ADS_TIKTOK_PIXEL_SCRIPT: httpUrl.default('https://analytics.tiktok.com/i18n/pixel/events.js'),
    /** When the guest-session purge runs (cron, UTC): hourly. */
    SESSION_PURGE_CRON: z.string().min(9).default('0 * * * *'),
    /** Where the carriers' merchant APIs answer (docs/carriers.md); tests point them at simulators. */
    SENDIT_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://app.sendit.ma/api/v1'),
    OZON_EXPRESS_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://api.ozonexpress.ma'),
    /** Longest wait for one answer of a carrier's API before the call counts as timed out. */
    CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** When the integrated carriers' open parcels are asked for their status (cron, UTC). */
    CARRIER_SYNC_CRON: z.string().min(9).default('*/15 * * * *'),
    /** When the last 7 days of ad spend are read from Meta and TikTok (cron, UTC): 02:30 nightly. */
    AD_SPEND_IMPORT_CRON: z.string().min(9).default('30 2 * * *'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && Buffer.byteLength(env.JWT_SECRET ?? '') < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be set to at least 32 bytes in production',
      });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with STORAGE_DRIVER=s3' });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  })
  .transform((env) => ({
    ...env,
    // Outside production a missing secret gets a random one: tokens then last one process.
    JWT_SECRET: env.JWT_SECRET || randomBytes(48).toString('base64url'),
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    STORAGE_DIR: path.resolve(env.STORAGE_DIR),
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE === 'true',
  }));

function parseEnv() {
  const result = EnvSchema.safeParse(process.env);
  if (!result.success) {
    const problems = Object.entries(fieldErrorsOf(result.error, 'environment'))
      .map(([name, messages]) => `  ${name}: ${messages.join(', ')}`)
      .join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}

export const env = parseEnv();
