import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { assertCurrentTzdata } from '@vigor/shared/tzdata';
import { env } from './config/env.ts';
import { healthCheck } from './lib/health.ts';
import { logger } from './lib/logger.ts';
import { storage, STORAGE_PATH } from './lib/storage/storage.ts';
import { apiNotFound, errorHandler } from './middleware/error-handler.ts';
import { sameOriginWrites } from './middleware/same-origin.ts';
import { catalogCacheHits } from './lib/catalog-cache.ts';
import { storefrontPages } from './modules/pages/pages.ts';
import { seoRouter } from './modules/pages/sitemap.ts';
import { apiRouter, type ApiOptions } from './routes.ts';
import { keepWebhookBody } from './middleware/webhook-body.ts';

const YEAR_SECONDS = 365 * 24 * 3600;
/** Where the Meta and TikTok pixels send what they track. */
const PIXEL_COLLECTORS = ['https://www.facebook.com', 'https://analytics.tiktok.com'];
const pixelOrigins = [
  ...new Set([env.ADS_META_PIXEL_SCRIPT, env.ADS_TIKTOK_PIXEL_SCRIPT].map((url) => new URL(url).origin)),
];

/** The whole HTTP application, without listening: tests drive it with supertest. */
export function createApp(options: ApiOptions = {}) {
  assertCurrentTzdata();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.set('query parser', 'simple');

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The ad pixels' scripts, and where they report (docs/ads.md); loaded only when configured.
          'script-src': ["'self'", ...pixelOrigins],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'", ...new Set([...pixelOrigins, ...PIXEL_COLLECTORS])],
          // The spreadsheet exports compress large files in a worker the zip library makes from a
          // blob: URL (docs/decisions/040); scripts themselves stay 'self' only.
          'worker-src': ["'self'", 'blob:'],
          // TLS is terminated in front of the app; upgrading would break plain-HTTP local runs.
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Catalog reads already in memory leave here: no request log, parsing or gzip (docs/performance.md).
  app.get(['/api/products', '/api/products/:id'], catalogCacheHits);
  const jsonBody = express.json({ limit: '100kb', strict: true, verify: keepWebhookBody });
  // Asked every few hundred milliseconds by each load balancer: kept out of the request log, but
  // a body it is sent is still read like on every other route (malformed JSON answers 400).
  app.get('/api/health', jsonBody, healthCheck);
  app.use(
    pinoHttp({
      logger,
      autoLogging: env.NODE_ENV !== 'test',
      // One short line a request: headers (cookies, tokens) stay out of the logs.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(compression());
  app.use(cookieParser());

  // Meta signs the exact bytes it sends: the WhatsApp webhook reads its body raw (docs/whatsapp.md).
  app.post('/api/webhooks/whatsapp', express.raw({ type: () => true, limit: '1mb' }));
  app.use('/api', sameOriginWrites, jsonBody, apiRouter(options), apiNotFound);

  app.use(STORAGE_PATH, storage.serve, apiNotFound);

  app.use(seoRouter());
  if (existsSync(path.join(env.WEB_DIST_DIR, 'index.html'))) serveSpa(app, env.WEB_DIST_DIR);
  // Without a built storefront (tests, `pnpm dev` where Vite serves it) other paths are ours too.
  app.use(apiNotFound);

  app.use(errorHandler);
  return app;
}

/** The built storefront: hashed assets cached for a year, every other path a page (modules/pages). */
function serveSpa(app: express.Express, dist: string) {
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), {
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      fallthrough: false,
    }),
  );
  app.use(express.static(dist, { index: false, maxAge: 3600 * 1000 }));
  // Read once, and the one copy served on every page: a new build comes with a restart.
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  app.get(/.*/, storefrontPages(dist, template));
}
