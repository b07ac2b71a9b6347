/**
 * `pnpm bench`: builds the storefront, seeds a throw-away database (500 products, 20,000 orders),
 * starts the production server and a bare Express baseline, loads the API with autocannon,
 * weighs the pages' JS and CSS and runs Lighthouse on them. Prints a table and writes the same
 * figures to bench-results/latest.json. See docs/performance.md.
 *
 * Options: --duration=<s> per load run (10), --skip=web,api,pages,lighthouse (parts to leave out),
 * --runs=<n> Lighthouse runs per page, the median reported (3), --reports (keep each page's
 * Lighthouse JSON report in bench-results/).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONNECTIONS, capture, load, rawRequest, rotate, type LoadFigures } from './api-load.ts';
import {
  CATALOG_SQL,
  HOT_PRODUCT_ID,
  ORDERS,
  PRODUCTS,
  SIZES,
  cartSessionsSql,
  checkStock,
  createBenchDatabase,
  saleSessionsSql,
  sessionId,
  type BenchDatabase,
  type StockCheck,
} from './database.ts';
import { PAGE_ROUTES, buildWeb, pageFiles, weigh, type BuildInfo, type PageWeight } from './frontend.ts';
import { writeImages } from './images.ts';
import { lighthouse, type LighthouseFigures } from './lighthouse.ts';
import { freePort } from '@vigor/db/database';
import {
  REPO_ROOT,
  startBaseline,
  startStore,
  startWriteBaseline,
  storeEnv,
  type Running,
} from './processes.ts';
import { printReport } from './report.ts';
import { TARGETS, checkTargets } from './targets.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    skip: { type: 'string', default: '' },
    reports: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const LIGHTHOUSE_RUNS = Math.max(1, Number(args.runs));
const DURATION = Number(args.duration);
const WARMUP = Math.min(3, DURATION);
const skip = new Set(args.skip.split(',').filter(Boolean));
const SALE_SESSIONS = 40_000;
const RESULTS_DIR = path.join(REPO_ROOT, 'bench-results');
const CART_SESSIONS = 2_000;

export interface ReadFigures {
  endpoint: string;
  store: LoadFigures;
  baseline: LoadFigures;
  /** store req/s divided by baseline req/s. */
  ratio: number;
  response_bytes: number;
}

export interface Results {
  date: string;
  machine: { cpus: number; model: string; node: string; load_average: number[] };
  setup: Record<string, unknown>;
  api?: {
    reads: ReadFigures[];
    carts: LoadFigures & { baseline: LoadFigures; ratio: number };
    sales: LoadFigures & { orders_per_s: number; stock: StockCheck };
  };
  /** Server-rendered pages against the static index.html of the same store. */
  pages?: PageLoad[];
  web?: Record<string, PageWeight & { loaded_in_chromium?: PageWeight }>;
  /** The median run by performance score; `performance_runs` lists every run's score. */
  lighthouse?: Record<string, Omit<LighthouseFigures, 'loaded'> & { performance_runs: number[] }>;
  targets?: ReturnType<typeof checkTargets>;
}

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

async function seed(db: BenchDatabase) {
  await db.query(CATALOG_SQL);
  await db.query(saleSessionsSql(SALE_SESSIONS));
  await db.query(cartSessionsSql(CART_SESSIONS));
  await db.query('ANALYZE');
}

/** A read endpoint against its baseline, alternating warm-ups and measured runs. */
async function readPair(
  endpoint: string,
  urls: string[],
  store: Running,
  baseline: Running,
): Promise<ReadFigures> {
  const pair: Partial<Record<'store' | 'baseline', LoadFigures>> = {};
  for (const [name, target] of [
    ['baseline', baseline],
    ['store', store],
  ] as const) {
    await load({ origin: target.url, duration: WARMUP, next: rotate(urls) });
    pair[name] = await load({ origin: target.url, duration: DURATION, next: rotate(urls) });
    log(`${endpoint} ${name}: ${pair[name].requests_per_s} req/s, p99 ${pair[name].p99_ms} ms`);
  }
  const captured = await capture(store.url, urls.slice(0, 1));
  return {
    endpoint,
    store: pair.store!,
    baseline: pair.baseline!,
    ratio: Number((pair.store!.requests_per_s / pair.baseline!.requests_per_s).toFixed(2)),
    response_bytes: Buffer.from(captured[0]!.body, 'base64').length,
  };
}

async function apiBench(db: BenchDatabase, store: Running): Promise<NonNullable<Results['api']>> {
  const detailIds = (await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 100')).map(
    (r) => r.id,
  );
  const readEndpoints: [string, string[]][] = [
    ['GET /api/products', ['/api/products?sort=name-asc&page=1']],
    ['GET /api/products/{id}', detailIds.map((id) => `/api/products/${id}`)],
    ['GET /api/products/home', ['/api/products/home']],
  ];
  const baseline = await startBaseline(
    await capture(
      store.url,
      readEndpoints.flatMap(([, urls]) => urls),
    ),
  );
  const reads: ReadFigures[] = [];
  try {
    for (const [endpoint, urls] of readEndpoints) reads.push(await readPair(endpoint, urls, store, baseline));
  } finally {
    await baseline.stop();
  }

  // POST /api/carts: shoppers with a session add one unit of some product and size.
  const orderable = (
    await db.query<{ id: number }>(
      "SELECT id FROM products WHERE status IN ('available', 'pre_order') AND id <> $1 ORDER BY id",
      [HOT_PRODUCT_ID],
    )
  ).map((r) => r.id);
  let cartN = 0;
  const addToCart = () => {
    const n = cartN++;
    return {
      path: '/api/carts',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        cookie: `guest_session=${sessionId('cart', 1 + (n % CART_SESSIONS))}`,
      },
      body: JSON.stringify({
        product_id: orderable[(n * 7) % orderable.length],
        size: SIZES[Math.floor(n / CART_SESSIONS) % SIZES.length],
        quantity: 1,
      }),
    };
  };
  // The same adds against the bare handler first (write-baseline.ts), then the store: the lines
  // the baseline made only make the store's upserts hit existing rows, as in real carts.
  const writeBaseline = await startWriteBaseline(db.url);
  let cartsBaseline: LoadFigures;
  try {
    await load({ origin: writeBaseline.url, duration: WARMUP, next: addToCart });
    cartsBaseline = await load({ origin: writeBaseline.url, duration: DURATION, next: addToCart });
  } finally {
    await writeBaseline.stop();
  }
  log(`POST /api/carts baseline: ${cartsBaseline.requests_per_s} req/s, non-2xx ${cartsBaseline.non_2xx}`);
  await load({ origin: store.url, duration: WARMUP, next: addToCart });
  const carts = await load({ origin: store.url, duration: DURATION, next: addToCart });
  const cartsRatio = Number((carts.requests_per_s / cartsBaseline.requests_per_s).toFixed(2));
  log(
    `POST /api/carts: ${carts.requests_per_s} req/s (${Math.round(cartsRatio * 100)}% of baseline), ` +
      `p99 ${carts.p99_ms} ms, non-2xx ${carts.non_2xx}`,
  );

  // POST /api/sales: each request is another guest ordering the one line of its cart; every
  // tenth line is the hot product, whose last units run out during the run (409s).
  const lines = await db.query<{ id: number; session_id: string }>(
    "SELECT id, session_id FROM cart_items WHERE session_id LIKE 'benchsale%' ORDER BY session_id",
  );
  let saleN = 0;
  const order = () => {
    const line = lines[saleN++ % lines.length]!;
    return {
      path: '/api/sales',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        cookie: `guest_session=${line.session_id}`,
        'idempotency-key': `bench-order-${line.id}`,
      },
      body: JSON.stringify({
        customer_name: 'Amina Alaoui',
        customer_phone: '0612345678',
        customer_city: 'Casablanca',
        cart_ids: [line.id],
      }),
    };
  };
  const sales = await load({ origin: store.url, duration: DURATION, next: order });
  if (saleN > lines.length) log(`warning: ${saleN} orders for ${lines.length} prepared carts`);
  const created = sales.status_counts['201'] ?? 0;
  const stock = await checkStock(db);
  log(
    `POST /api/sales: ${created} orders (${(created / DURATION).toFixed(0)}/s), p99 ${sales.p99_ms} ms, ` +
      `statuses ${JSON.stringify(sales.status_counts)}, oversold sizes ${stock.oversold}, mismatched ${stock.mismatched}`,
  );
  return {
    reads,
    carts: { ...carts, baseline: cartsBaseline, ratio: cartsRatio },
    sales: { ...sales, orders_per_s: Math.round(created / DURATION), stock },
  };
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
    },
  };

  const info = skip.has('web') && skip.has('lighthouse') ? null : await timed('vite build', buildWeb);
  const db = await timed('database', createBenchDatabase);
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-bench-storage-'));
  let store: Running | null = null;
  try {
    await timed('seed (SQL) + images', async () => {
      await seed(db);
      await writeImages(storageDir);
    });
    const counts = await db.query<{ orders: number; items: number }>(
      'SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_items) AS items',
    );
    results.setup.order_items = counts[0]?.items;
    store = await timed('store start', async () =>
      startStore(storeEnv(db.url, storageDir, await freePort())),
    );

    const loaded = new Map<string, string[]>();
    if (!skip.has('lighthouse')) {
      // Lighthouse first, on a quiet machine and a store whose caches are cold.
      results.lighthouse = {};
      const productId = HOT_PRODUCT_ID + 1;
      for (const page of Object.keys(PAGE_ROUTES)) {
        const url = store.url + page.replace(':id', String(productId));
        const runs: Omit<LighthouseFigures, 'loaded'>[] = [];
        for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
          const report = args.reports
            ? path.join(RESULTS_DIR, `lighthouse${page.replace(/[/:]+/g, '-')}-${run}.json`)
            : undefined;
          // Lighthouse sometimes fails to record a page load (NO_NAVSTART) and asks to be run
          // again: one more try, so that one such run does not lose the whole bench.
          const { loaded: files, ...figures } = await timed(`lighthouse ${page} (${run})`, () =>
            lighthouse(url, report).catch((error: unknown) => {
              log(
                `lighthouse ${page} (${run}) failed, running it again: ${String(error).split('\n')[1] ?? error}`,
              );
              return lighthouse(url, report);
            }),
          );
          runs.push(figures);
          loaded.set(
            page,
            files.map((f) => new URL(f.url).pathname.replace(/^\//, '')),
          );
        }
        results.lighthouse[page] = medianRun(runs);
      }
    }
    if (info) results.web = await webWeights(info, loaded);
    if (!skip.has('pages')) results.pages = await pagesBench(db, store);
    if (!skip.has('api')) results.api = await apiBench(db, store);
  } finally {
    await store?.stop();
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
