/**
 * The API under load for one number of store workers: the catalog reads against the bare read
 * baseline, POST /api/carts against the bare `pg` write baseline (each baseline in as many
 * processes as the store has workers), then POST /api/sales with its stock checked afterwards.
 * Each run seeds guest sessions of its own, so that every run starts from the same state.
 */
import { capture, load, rotate, type LoadFigures } from './api-load.ts';
import {
  HOT_PRODUCT_ID,
  RESTOCK_HOT_PRODUCT_SQL,
  SIZES,
  cartSessionsSql,
  checkStock,
  saleSessionsSql,
  sessionId,
  type BenchDatabase,
  type StockCheck,
} from './database.ts';
import { log } from './log.ts';
import { offersSalesRun, type OffersSales } from './offers-bench.ts';
import { startBaseline, startWriteBaseline, type Running } from './processes.ts';

/** Guest sessions each run adds to carts from, and orders from (one cart line each). */
export const CART_SESSIONS = 2_000;
export const SALE_SESSIONS = 40_000;

export interface ReadFigures {
  endpoint: string;
  store: LoadFigures;
  baseline: LoadFigures;
  /** store req/s divided by baseline req/s. */
  ratio: number;
  response_bytes: number;
}

export interface ApiRun {
  /** The store's WEB_CONCURRENCY, and the processes of each baseline. */
  workers: number;
  reads: ReadFigures[];
  carts: LoadFigures & { baseline: LoadFigures; ratio: number };
  sales: LoadFigures & {
    orders_per_s: number;
    /** Orders a second of the bare `pg` baseline (write-baseline.ts) on other lines of the run. */
    baseline_orders_per_s: number;
    ratio: number;
    stock: StockCheck;
    guard: GuardCheck;
    /** The same load once every product has offers (offers-bench.ts). */
    offers: OffersSales;
  };
}

/**
 * The shoppers' order limits during the sales run: the orders placed (including those still in
 * flight when the measured run ended), the orders the limits' counters took in (rate_limits, by
 * phone and by guest session: each order placed is counted once by each), and the limits and
 * blocklist entries in force.
 */
export interface GuardCheck {
  orders_placed: number;
  counted_by_phone: number;
  counted_by_session: number;
  orders_per_phone_per_day: number;
  orders_per_session_per_day: number;
  orders_per_address_per_hour: number;
  blocklist_entries: number;
}

interface Counted {
  placed: number;
  phone: number;
  session: number;
}

// The bench's shoppers order with 07… phones; the seeded orders have 06… ones.
const COUNTED_SQL = `
  SELECT
    (SELECT count(*)::int FROM orders WHERE customer_phone LIKE '+2127%') AS placed,
    (SELECT COALESCE(sum(points), 0)::int FROM rate_limits WHERE key LIKE 'order-phone:%') AS phone,
    (SELECT COALESCE(sum(points), 0)::int FROM rate_limits WHERE key LIKE 'order-session:%') AS session`;

/**
 * The counts once the orders still in flight when the load ended are placed (they are counted
 * before they are placed): read until two reads 200 ms apart agree, 5 s at most.
 */
async function settledCounts(db: BenchDatabase): Promise<Counted> {
  let [last] = await db.query<Counted>(COUNTED_SQL);
  for (let tries = 0; tries < 25; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [now] = await db.query<Counted>(COUNTED_SQL);
    if (now!.placed === last!.placed && now!.phone === last!.phone) return now!;
    last = now;
  }
  return last!;
}

async function guardCheck(db: BenchDatabase, before: Counted): Promise<GuardCheck> {
  const after = await settledCounts(db);
  const [settings] = await db.query<
    Pick<
      GuardCheck,
      | 'orders_per_phone_per_day'
      | 'orders_per_session_per_day'
      | 'orders_per_address_per_hour'
      | 'blocklist_entries'
    >
  >(`
    SELECT orders_per_phone_per_day, orders_per_session_per_day, orders_per_address_per_hour,
      (SELECT count(*)::int FROM blocklist) AS blocklist_entries
    FROM shop_settings WHERE id = 1`);
  return {
    orders_placed: after.placed - before.placed,
    counted_by_phone: after.phone - before.phone,
    counted_by_session: after.session - before.session,
    ...settings!,
  };
}

export interface ApiRunOptions {
  /** 0 for the first run of the bench, 1 for the next...: picks the run's own guest sessions. */
  run: number;
  workers: number;
  duration: number;
  warmup: number;
}

const ratio = (store: LoadFigures, baseline: LoadFigures) =>
  Number((store.requests_per_s / baseline.requests_per_s).toFixed(2));

/** This run's guest sessions (carts, and sales with one cart line each) and the hot product restocked. */
async function seedRun(db: BenchDatabase, run: number) {
  await db.query(cartSessionsSql(CART_SESSIONS, 1 + run * CART_SESSIONS));
  await db.query(saleSessionsSql(SALE_SESSIONS, 1 + run * SALE_SESSIONS));
  await db.query(RESTOCK_HOT_PRODUCT_SQL);
  await db.query('ANALYZE guest_sessions, cart_items, product_sizes');
}

/** A read endpoint against its baseline, alternating warm-ups and measured runs. */
async function readPair(
  endpoint: string,
  urls: string[],
  store: Running,
  baseline: Running,
  { workers, duration, warmup }: ApiRunOptions,
): Promise<ReadFigures> {
  const pair: Partial<Record<'store' | 'baseline', LoadFigures>> = {};
  for (const [name, target] of [
    ['baseline', baseline],
    ['store', store],
  ] as const) {
    await load({ origin: target.url, duration: warmup, next: rotate(urls) });
    pair[name] = await load({ origin: target.url, duration, next: rotate(urls) });
    log(`${endpoint} ${name} (${workers}w): ${pair[name].requests_per_s} req/s, p99 ${pair[name].p99_ms} ms`);
  }
  const captured = await capture(store.url, urls.slice(0, 1));
  return {
    endpoint,
    store: pair.store!,
    baseline: pair.baseline!,
    ratio: ratio(pair.store!, pair.baseline!),
    response_bytes: Buffer.from(captured[0]!.body, 'base64').length,
  };
}

async function readsBench(db: BenchDatabase, store: Running, options: ApiRunOptions) {
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
    options.workers,
  );
  const reads: ReadFigures[] = [];
  try {
    for (const [endpoint, urls] of readEndpoints)
      reads.push(await readPair(endpoint, urls, store, baseline, options));
  } finally {
    await baseline.stop();
  }
  return reads;
}

/** POST /api/carts: shoppers with a session add one unit of some product and size. */
async function cartsBench(db: BenchDatabase, store: Running, options: ApiRunOptions) {
  const { run, workers, duration, warmup } = options;
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
        cookie: `guest_session=${sessionId('cart', 1 + run * CART_SESSIONS + (n % CART_SESSIONS))}`,
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
  const writeBaseline = await startWriteBaseline(db.url, workers);
  let baseline: LoadFigures;
  try {
    await load({ origin: writeBaseline.url, duration: warmup, next: addToCart });
    baseline = await load({ origin: writeBaseline.url, duration, next: addToCart });
  } finally {
    await writeBaseline.stop();
  }
  log(
    `POST /api/carts baseline (${workers}w): ${baseline.requests_per_s} req/s, non-2xx ${baseline.non_2xx}`,
  );
  await load({ origin: store.url, duration: warmup, next: addToCart });
  const carts = await load({ origin: store.url, duration, next: addToCart });
  const cartsRatio = ratio(carts, baseline);
  log(
    `POST /api/carts (${workers}w): ${carts.requests_per_s} req/s (${Math.round(cartsRatio * 100)}% of baseline), ` +
      `p99 ${carts.p99_ms} ms, non-2xx ${carts.non_2xx}`,
  );
  return { ...carts, baseline, ratio: cartsRatio };
}

/** One guest of the run ordering the one line of its cart with a phone of its own. */
const orderRequest = (line: { id: number; session_id: string }) => ({
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
    // One phone per order: a phone may place 3 orders a day (docs/product.md "Limits against abuse").
    customer_phone: `07${String(line.id).padStart(8, '0')}`,
    customer_city: 'Casablanca',
    cart_ids: [line.id],
  }),
});

/**
 * POST /api/sales: each request is another guest of this run ordering the one line of its cart
 * with a phone of its own, through the blocklist and the order limits (bench/seed-sql.ts);
 * every tenth line is the hot product, whose last units run out during the run (409s). The stock
 * is checked in SQL afterwards.
 */
async function salesBench(db: BenchDatabase, store: Running, options: ApiRunOptions) {
  const { run, workers, duration, warmup } = options;
  const all = await db.query<{ id: number; session_id: string }>(
    'SELECT id, session_id FROM cart_items WHERE session_id BETWEEN $1 AND $2 ORDER BY session_id',
    [sessionId('sale', 1 + run * SALE_SESSIONS), sessionId('sale', (run + 1) * SALE_SESSIONS)],
  );
  // The baseline orders the second half of the run's lines, the store the first.
  const half = Math.floor(all.length / 2);
  const orders = (lines: typeof all) => {
    let n = 0;
    return { next: () => orderRequest(lines[n++ % lines.length]!), count: () => n };
  };
  const baselineOrders = orders(all.slice(half));
  const writeBaseline = await startWriteBaseline(db.url, workers);
  let baselineRun: LoadFigures;
  try {
    await load({ origin: writeBaseline.url, duration: warmup, next: baselineOrders.next });
    baselineRun = await load({ origin: writeBaseline.url, duration, next: baselineOrders.next });
  } finally {
    await writeBaseline.stop();
  }
  const baselineCreated = baselineRun.status_counts['201'] ?? 0;
  log(
    `POST /api/sales baseline (${workers}w): ${(baselineCreated / duration).toFixed(0)} orders/s, ` +
      `statuses ${JSON.stringify(baselineRun.status_counts)}`,
  );
  // The store races for the same hot units the baseline had.
  await db.query(RESTOCK_HOT_PRODUCT_SQL);
  const lines = all.slice(0, half);
  const storeOrders = orders(lines);
  const [counted] = await db.query<Counted>(COUNTED_SQL);
  const sales = await load({ origin: store.url, duration, next: storeOrders.next });
  const saleN = storeOrders.count();
  if (saleN > lines.length) log(`warning: ${saleN} orders for ${lines.length} prepared carts`);
  const created = sales.status_counts['201'] ?? 0;
  const ordersPerS = Math.round(created / duration);
  const baselineOrdersPerS = Math.round(baselineCreated / duration);
  const stock = await checkStock(db);
  const guard = await guardCheck(db, counted!);
  const unused = lines.slice(saleN);
  const offers = await offersSalesRun(db, store.url, unused, orders(unused).next, {
    duration,
    workers,
    withoutPerS: ordersPerS,
  });
  log(
    `POST /api/sales (${workers}w): ${created} orders (${(created / duration).toFixed(0)}/s), p99 ${sales.p99_ms} ms, ` +
      `statuses ${JSON.stringify(sales.status_counts)}, oversold sizes ${stock.oversold}, mismatched ${stock.mismatched}; ` +
      `${guard.orders_placed} placed with those in flight, limits counted ${guard.counted_by_phone} ` +
      `by phone and ${guard.counted_by_session} by session ` +
      `(${guard.orders_per_phone_per_day}/${guard.orders_per_session_per_day} a day, ` +
      `${guard.orders_per_address_per_hour} an hour per address), ${guard.blocklist_entries} blocklist entries`,
  );
  return {
    ...sales,
    orders_per_s: ordersPerS,
    baseline_orders_per_s: baselineOrdersPerS,
    ratio: Number((ordersPerS / baselineOrdersPerS).toFixed(2)),
    stock,
    guard,
    offers,
  };
}

/**
 * Orders a second `store` places in `duration` seconds (after a warm-up), from the sale sessions
 * of run `run` (seeded here): the same requests as the sales run, without its baseline and checks.
 * The bench's risk part (risk-bench.ts) compares two stores with it.
 */
export async function salesThroughput(
  db: BenchDatabase,
  store: Running,
  { run, duration, warmup }: Pick<ApiRunOptions, 'run' | 'duration' | 'warmup'>,
): Promise<number> {
  await seedRun(db, run);
  const lines = await db.query<{ id: number; session_id: string }>(
    'SELECT id, session_id FROM cart_items WHERE session_id BETWEEN $1 AND $2 ORDER BY session_id',
    [sessionId('sale', 1 + run * SALE_SESSIONS), sessionId('sale', (run + 1) * SALE_SESSIONS)],
  );
  let n = 0;
  const next = () => orderRequest(lines[n++ % lines.length]!);
  await load({ origin: store.url, duration: warmup, next });
  const sales = await load({ origin: store.url, duration, next });
  return Math.round((sales.status_counts['201'] ?? 0) / duration);
}

/** Reads, carts and sales against `store`, which runs `options.workers` workers. */
export async function apiBench(db: BenchDatabase, store: Running, options: ApiRunOptions): Promise<ApiRun> {
  await seedRun(db, options.run);
  return {
    workers: options.workers,
    reads: await readsBench(db, store, options),
    carts: await cartsBench(db, store, options),
    sales: await salesBench(db, store, options),
  };
}
