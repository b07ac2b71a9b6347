/**
 * `pnpm start` on its own embedded PostgreSQL (no DATABASE_URL, as a one-machine shop runs it),
 * in a folder of this test: it writes with fsync on, seeds no demo data, and after the API
 * processes and the postmaster are killed with SIGKILL mid-traffic, a restart finds every order
 * that had been confirmed.
 */
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { clusterPids, freePort } from '@vigor/db/database';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isRunning, request, startProcess, until, type ServerProcess } from './processes.ts';

let workDir: string;
let dataDir: string;
let pgPort: number;
const started: ServerProcess[] = [];

const databaseUrl = () => `postgresql://postgres:postgres@127.0.0.1:${pgPort}/vigor`;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-crash-'));
  // PostgreSQL runs as its own user, which must reach the data folder inside.
  await chmod(workDir, 0o755);
  dataDir = path.join(workDir, 'postgres');
  pgPort = await freePort();
});

afterAll(async () => {
  for (const server of started) killStore(server);
  await killPostmaster();
  await rm(workDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const env: Record<string, string> = {
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_DATA: dataDir,
    STORAGE_DIR: path.join(workDir, 'storage'),
    WEB_CONCURRENCY: '1',
    // Empty: the store starts its own embedded database (startProcess passes the test's on).
    DATABASE_URL: '',
  };
  const server = startProcess('src/scripts/start.ts', await freePort(), env);
  started.push(server);
  await server.waitForLine((line) => line.msg === 'worker listening', 'the store', 120_000);
  return server;
}

/** SIGKILL for the primary and its workers: no shutdown code runs. */
function killStore(server: ServerProcess) {
  const workers = server.lines
    .filter((line) => line.msg === 'worker listening')
    .map((l) => l.worker as number);
  for (const pid of [server.child.pid!, ...workers]) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

/** SIGKILL for the postmaster and its backends, as a power cut would stop them. */
async function killPostmaster() {
  const pidFile = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const postmaster = Number(pidFile?.split('\n')[0]);
  if (!postmaster || !isRunning(postmaster)) return;
  for (const pid of clusterPids(postmaster)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  await until(() => !isRunning(postmaster), 'the postmaster to die', 10_000);
}

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

it('keeps every confirmed order through SIGKILL of the API and the postmaster, with no demo data', async () => {
  const store = await start();
  expect(await query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
  // `pnpm start` seeds nothing: no demo catalog, orders or messages.
  const [empty] = await query<{ products: number; orders: number; messages: number }>(
    'SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM messages)::int AS messages',
  );
  expect(empty).toEqual({ products: 0, orders: 0, messages: 0 });

  const [product] = await query<{ id: number }>(
    "INSERT INTO products (name, type, price, updated_at) VALUES ('Crash hoodie', 'hoodies', 300, now()) RETURNING id",
  );
  await query(
    `INSERT INTO product_sizes (product_id, size, quantity, position) VALUES (${product!.id}, 'M', 1000, 0)`,
  );

  const phone = (n: number) => `06${String(n).padStart(8, '0')}`;
  const order = (n: number) =>
    request(store.port, 'POST', '/api/quick-cart/submit-order', {
      body: {
        customer_name: 'Crash Buyer',
        customer_phone: phone(n),
        customer_city: 'Casablanca',
        items: [{ product_id: product!.id, size: 'M', quantity: 1 }],
      },
    });
  const confirmed: string[] = [];
  for (let n = 1; n <= 20; n++) {
    const answer = await order(n);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    // Stored in international form.
    confirmed.push(`+212${phone(n).slice(1)}`);
  }
  // Orders still in flight when the power goes: they may or may not be there, but nothing else.
  const inFlight = Array.from({ length: 5 }, (_, i) => order(100 + i));
  killStore(store);
  await killPostmaster();
  await Promise.all(inFlight);
  await store.exit;

  const restarted = await start();
  const phones = (await query<{ customer_phone: string }>('SELECT customer_phone FROM orders')).map(
    (row) => row.customer_phone,
  );
  for (const confirmedPhone of confirmed) expect(phones).toContain(confirmedPhone);
  expect(phones.length).toBeLessThanOrEqual(confirmed.length + 5);
  expect(await query('SELECT count(*)::int AS n FROM messages')).toEqual([{ n: 0 }]);
  // Stock still matches the orders that exist.
  const [size] = await query<{ reserved: number }>(
    `SELECT reserved FROM product_sizes WHERE product_id = ${product!.id}`,
  );
  expect(size!.reserved).toBe(phones.length);
  expect((await request(restarted.port, 'GET', `/api/products/${product!.id}`)).status).toBe(200);
}, 240_000);
