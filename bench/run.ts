/**
 * `pnpm bench`: builds the storefront, seeds a throw-away database (500 products, 20,000 orders),
 * starts the production server (`pnpm start`) and bare baselines, loads the API with autocannon
 * with one worker and then with every core's worker, weighs the pages' JS and CSS and runs
 * Lighthouse on them. Prints a table and writes the same figures to bench-results/latest.json.
 * See docs/performance.md.
 *
 * Then (part `risk`) POST /api/sales without and with risk scoring and the WhatsApp send
 * (risk-bench.ts).
 *
 * Options: --duration=<s> per load run (10), --skip=web,api,pages,lighthouse,risk,profit (parts to
 * leave out; profit runs last, on 100,000 orders it adds, see profit-bench.ts),
 * --workers=<n>,<n> the store's WEB_CONCURRENCY of each API run (1 and the cores available),
 * --runs=<n> Lighthouse runs per page, the median reported (3), --reports (keep each page's
 * Lighthouse JSON report in bench-results/).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiBench, type ApiRun } from './api-bench.ts';
import { riskBench, type RiskRun } from './risk-bench.ts';
import { CONNECTIONS, load, rawRequest, type LoadFigures } from './api-load.ts';
import {
  CATALOG_SQL,
  HOT_PRODUCT_ID,
  ORDERS,
  PRODUCTS,
  createBenchDatabase,
  type BenchDatabase,
} from './database.ts';
import { PAGE_ROUTES, buildWeb, pageFiles, weigh, type BuildInfo, type PageWeight } from './frontend.ts';
import { writeImages } from './images.ts';
import { PIXELS_LABEL, adPixelsSwitch, adPlatformsEnv, type AdPixelsSwitch } from './ad-pixels.ts';
import { startAdPlatforms, type AdPlatforms } from '../apps/api/test/ad-platforms.ts';
import { lighthouse, type LighthouseFigures } from './lighthouse.ts';
import { NO_OFFERS_SQL, pageOffersSql } from './offers-bench.ts';
import { freePort } from '@vigor/db/database';
import { log } from './log.ts';
import { REPO_ROOT, startStore, storeEnv, type Running } from './processes.ts';
import { printReport } from './report.ts';
import { profitBench, type ProfitBench } from './profit-bench.ts';
import { TARGETS, checkTargets } from './targets.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    skip: { type: 'string', default: '' },
    reports: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    workers: { type: 'string', default: `1,${os.availableParallelism()}` },
  },
});
/** The store's WEB_CONCURRENCY of each API run, in order: one worker, then one a core. */
const WORKERS = [...new Set(args.workers.split(',').map(Number))];
if (!WORKERS.every((n) => Number.isInteger(n) && n >= 1)) throw new Error(`--workers=${args.workers}?`);
const LIGHTHOUSE_RUNS = Math.max(1, Number(args.runs));
const DURATION = Number(args.duration);
const WARMUP = Math.min(3, DURATION);
const skip = new Set(args.skip.split(',').filter(Boolean));
const RESULTS_DIR = path.join(REPO_ROOT, 'bench-results');

export interface Results {
  date: string;
  machine: { cpus: number; model: string; node: string; load_average: number[] };
  setup: {
    products: number;
    orders: number;
    order_items?: number;
    connections: number;
    duration_s: number;
    warmup_s: number;
    log_level: string;
    node_env: string;
    /** The store's WEB_CONCURRENCY of each API run. */
    store_workers: number[];
    total_s?: number;
  };
  /** One run a number of store workers (1, then the cores), in the same bench. */
  api?: ApiRun[];
  /** Orders a second with risk scoring and the WhatsApp send against without, one worker. */
  risk?: RiskRun;
  /** Server-rendered pages against the static index.html of the same store. */
  pages?: PageLoad[];
  web?: Record<string, PageWeight & { loaded_in_chromium?: PageWeight }>;
  /** The median run by performance score; `performance_runs` lists every run's score. */
  lighthouse?: Record<string, Omit<LighthouseFigures, 'loaded'> & { performance_runs: number[] }>;
  /** GET /api/admin/reports/profit over 100,000 orders and 20,000 spend rows, one store worker. */
  profit?: ProfitBench;
  targets?: ReturnType<typeof checkTargets>;
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** The catalog and past orders; each API run adds the guest sessions it uses (api-bench.ts). */
async function seed(db: BenchDatabase) {
  await db.query(CATALOG_SQL);
  await db.query('ANALYZE');
}

export interface PageLoad {
  page: string;
  figures: LoadFigures;
  /** req/s divided by the static index.html's req/s in this run. */
  ratio: number;
  response_bytes: number;
}

/** What a browser sends for a page. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

/**
 * GET of the static index.html (express.static), then of the server-rendered /shop and
 * /product/{id} (100 ids in turn), each as a browser asks for a page.
 */
async function pagesBench(db: BenchDatabase, store: Running): Promise<PageLoad[]> {
  const ids = (await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 100')).map(
    (r) => r.id,
  );
  const pages: [string, string[]][] = [
    ['GET /index.html (static)', ['/index.html']],
    ['GET /shop', ['/shop']],
    ['GET /product/{id}', ids.map((id) => `/product/${id}`)],
  ];
  const results: PageLoad[] = [];
  for (const [page, urls] of pages) {
    let i = 0;
    const next = () => ({ path: urls[i++ % urls.length]!, headers: PAGE_HEADERS });
    await load({ origin: store.url, duration: WARMUP, next });
    const figures = await load({ origin: store.url, duration: DURATION, next });
    const sample = await rawRequest(store.url + urls[0]!, PAGE_HEADERS);
    const base = results[0]?.figures.requests_per_s ?? figures.requests_per_s;
    results.push({
      page,
      figures,
      ratio: Number((figures.requests_per_s / base).toFixed(2)),
      response_bytes: sample.body.length,
    });
    log(`${page}: ${figures.requests_per_s} req/s, p99 ${figures.p99_ms} ms, non-2xx ${figures.non_2xx}`);
  }
  return results;
}

/** The run whose performance score is the median, with every run's score. */
function medianRun(runs: Omit<LighthouseFigures, 'loaded'>[]) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)]!,
    performance_runs: runs.map((r) => r.performance),
  };
}

/** The pages run again with both ad pixels configured, to compare with their runs without. */
const WITH_PIXELS = ['/', '/product/:id'];

/** Runs Lighthouse on a page, once more if it fails to record the load. */
async function lighthouseOnce(url: string, label: string, run: number) {
  const report = args.reports
    ? path.join(RESULTS_DIR, `lighthouse${label.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`)
    : undefined;
  // Lighthouse sometimes fails to record a page load (NO_NAVSTART) and asks to be run again: one
  // more try, so that one such run does not lose the whole bench.
  return timed(`lighthouse ${label} (${run})`, () =>
    lighthouse(url, report).catch((error: unknown) => {
      log(
        `lighthouse ${label} (${run}) failed, running it again: ${String(error).split('\n')[1] ?? String(error)}`,
      );
      return lighthouse(url, report);
    }),
  );
}

/**
 * Lighthouse on every page of PAGE_ROUTES, then on WITH_PIXELS with both ad pixels configured, in
 * rounds (each page once a round, in the opposite order every other round; the pixels switched on
 * for the round's last runs and off again),
 * so that a busy moment of the shared machine weighs on every page alike: the languages and the
 * pixels are compared within the run. The median run of each page is kept; `loaded` receives the
 * script and stylesheet paths each page loaded without the pixels.
 */
async function lighthouseRuns(
  db: BenchDatabase,
  origin: string,
  pixels: AdPixelsSwitch,
  loaded: Map<string, string[]>,
) {
  const productId = HOT_PRODUCT_ID + 1;
  // The product page with its offers shown (offers-bench.ts), removed before the API runs.
  await db.query(pageOffersSql(productId));
  const runs = new Map<string, Omit<LighthouseFigures, 'loaded'>[]>();
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    for (const withPixels of [false, true]) {
      await pixels.configure(withPixels);
      // Every other round backwards: no page always follows the same one.
      const pages = withPixels ? WITH_PIXELS : Object.keys(PAGE_ROUTES);
      for (const page of round % 2 ? pages : [...pages].reverse()) {
        const label = withPixels ? `${page}${PIXELS_LABEL}` : page;
        const { loaded: files, ...figures } = await lighthouseOnce(
          origin + page.replace(':id', String(productId)),
          label,
          round,
        );
        runs.set(label, [...(runs.get(label) ?? []), figures]);
        if (!withPixels)
          loaded.set(
            page,
            files.map((f) => new URL(f.url).pathname.replace(/^\//, '')),
          );
      }
    }
    await pixels.configure(false);
  }
  await db.query(NO_OFFERS_SQL);
  return Object.fromEntries([...runs].map(([label, figures]) => [label, medianRun(figures)]));
}

async function webWeights(info: BuildInfo, loaded: Map<string, string[]>) {
  const web: NonNullable<Results['web']> = {};
  for (const [page, route] of Object.entries(PAGE_ROUTES)) {
    const weight = await weigh(info, pageFiles(info, route));
    const urls = loaded.get(page);
    web[page] = urls ? { ...weight, loaded_in_chromium: await weigh(info, urls) } : weight;
  }
  return web;
}

async function main() {
  const started = performance.now();
  await mkdir(RESULTS_DIR, { recursive: true });
  const results: Results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? '',
      node: process.version,
      load_average: os.loadavg().map((l) => Number(l.toFixed(2))),
    },
    setup: {
      products: PRODUCTS,
      orders: ORDERS,
      connections: CONNECTIONS,
      duration_s: DURATION,
      warmup_s: WARMUP,
      log_level: 'warn',
      node_env: 'production',
      store_workers: WORKERS,
    },
  };

  const info = skip.has('web') && skip.has('lighthouse') ? null : await timed('vite build', buildWeb);
  const db = await timed('database', createBenchDatabase);
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-bench-storage-'));
  let store: Running | null = null;
  let platforms: AdPlatforms | null = null;
  try {
    await timed('seed (SQL) + images', async () => {
      await seed(db);
      await writeImages(storageDir);
    });
    const counts = await db.query<{ orders: number; items: number }>(
      'SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_items) AS items',
    );
    results.setup.order_items = counts[0]?.items;
    // Lighthouse and the pages run against the store of the first API run (one worker by default).
    // The ad platforms' stand-ins (their pixel scripts too): no request leaves the machine.
    platforms = await startAdPlatforms();
    const env = storeEnv(db.url, storageDir, await freePort(), adPlatformsEnv(platforms.url));
    const startWith = async (workers: number) =>
      timed(`store start (${workers} worker${workers > 1 ? 's' : ''})`, async () =>
        startStore({ ...env, PORT: String(await freePort()) }, workers),
      );
    store = await startWith(WORKERS[0]!);
    let storeWorkers = WORKERS[0]!;

    const loaded = new Map<string, string[]>();
    if (!skip.has('lighthouse')) {
      // Lighthouse first, on a quiet machine and a store whose caches are cold.
      const pixels = await adPixelsSwitch(store.url, env);
      results.lighthouse = await lighthouseRuns(db, store.url, pixels, loaded);
    }
    if (info) results.web = await webWeights(info, loaded);
    if (!skip.has('pages')) results.pages = await pagesBench(db, store);
    if (!skip.has('api')) {
      results.api = [];
      for (const [run, workers] of WORKERS.entries()) {
        if (workers !== storeWorkers) {
          await store.stop();
          store = null;
          store = await startWith(workers);
          storeWorkers = workers;
        }
        results.api.push(await apiBench(db, store, { run, workers, duration: DURATION, warmup: WARMUP }));
      }
    }
    if (!skip.has('risk')) {
      // Its own two stores: the machine runs nothing else meanwhile.
      await store.stop();
      store = null;
      results.risk = await riskBench(db, storageDir, adPlatformsEnv(platforms.url), {
        run: WORKERS.length,
        workers: WORKERS[0]!,
        duration: DURATION,
        warmup: WARMUP,
      });
    }
    // Last: it adds orders the other parts must not see, and wants the one-worker store.
    if (!skip.has('profit')) {
      if (!store || storeWorkers !== 1) {
        await store?.stop();
        store = await startWith(1);
      }
      results.profit = await timed('profit report', () => profitBench(db, store!, env.JWT_SECRET));
    }
  } finally {
    await store?.stop();
    await platforms?.close();
    await db.close();
    await rm(storageDir, { recursive: true, force: true });
  }

  results.targets = checkTargets(results, TARGETS);
  results.setup.total_s = Math.round((performance.now() - started) / 1000);
  const file = path.join(RESULTS_DIR, 'latest.json');
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  log(`figures written to ${path.relative(process.cwd(), file)}`);
}

await main();
