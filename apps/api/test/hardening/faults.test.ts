/**
 * Faults, on a PostgreSQL server this test owns (not the shared test server) and a
 * real API process (fault-server.ts). The database stops under traffic: requests get a quick
 * 503 JSON, the process stays up, and it serves again once the database is back. Then SIGTERM
 * under load: every accepted request gets its whole answer, and no order is half written.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPrismaClient } from '@vigor/db/client';
import {
  createDatabaseIfMissing,
  freePort,
  startEmbeddedServer,
  type EmbeddedServer,
} from '@vigor/db/database';
import { migrate } from '@vigor/db/migrate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANY_ORDERS_FROM_ONE_CLIENT } from '../order-limits.ts';
import { readBody } from '../cluster/processes.ts';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const DATABASE = 'vigor_faults';

let db: EmbeddedServer;
let child: ChildProcess;
let port: number;
let storageDir: string;
let productId: number;
let output = '';
let exit: Promise<number | null>;

interface Answer {
  /** Whether answering needs the database (the public catalog may be served from memory). */
  needsDatabase?: boolean;
  status: number;
  body: unknown;
  ms: number;
  error?: string;
  startedAt: number;
}

/** One request on a connection of its own; never throws (a network failure is in `error`). */
interface HitOptions {
  body?: unknown;
  cookie?: string;
  timeoutMs?: number;
  /** Another API process than the main one. */
  port?: number;
}

function hit(method: string, url: string, options: HitOptions = {}): Promise<Answer> {
  const { body, cookie, timeoutMs = 5000 } = options;
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port ?? port,
        method,
        path: url,
        agent: false,
        headers: {
          ...(payload && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
          ...(cookie && { cookie }),
        },
        timeout: timeoutMs,
      },
      (res) => {
        readBody(res).then(
          (parsed) =>
            resolve({
              status: res.statusCode ?? 0,
              body: parsed,
              ms: performance.now() - startedAt,
              startedAt,
            }),
          (error: unknown) =>
            resolve({
              status: 0,
              body: null,
              ms: performance.now() - startedAt,
              error: String(error),
              startedAt,
            }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        status: 0,
        body: null,
        ms: performance.now() - startedAt,
        error: error.code ?? error.message,
        startedAt,
      }),
    );
    req.end(payload);
  });
}

/** A well-formed guest cookie: the API looks its session up in the database. */
const GUEST = `guest_session=${'g'.repeat(43)}`;
const readCart = () => hit('GET', '/api/carts', { cookie: GUEST, timeoutMs: 15_000 });

const quickOrder = () => ({
  customer_name: 'Load Tester',
  customer_phone: '0612345678',
  customer_city: 'Casablanca',
  items: [{ product_id: productId, size: 'M', quantity: 1 }],
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}\n${output}`);
}

/** Keeps `workers` requests in flight until stopped; returns every answer. */
function traffic(workers: number) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, i) => {
    while (running) {
      const kind = i % 4;
      const answer =
        kind === 0
          ? await hit('POST', '/api/quick-cart/submit-order', { body: quickOrder() })
          : kind === 1
            ? await readCart()
            : await hit('GET', kind === 2 ? `/api/products/${productId}` : '/api/products?per_page=5');
      answers.push({ ...answer, needsDatabase: kind < 2 });
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** Spawns fault-server.ts on a free port against `databaseUrl`, and waits for its READY line. */
async function startApi(databaseUrl: string, env: Record<string, string> = {}) {
  const apiPort = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'test/hardening/fault-server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      PORT: String(apiPort),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'fatal',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners: ((chunk: string) => void)[] = [];
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener(String(chunk));
  };
  proc.stdout.on('data', collect);
  proc.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  await waitFor(() => text.includes(`READY ${apiPort}`) || proc.exitCode !== null, 30_000, 'the API');
  expect(proc.exitCode, text).toBeNull();
  return {
    child: proc,
    port: apiPort,
    exit: exited,
    output: text,
    onOutput: (listener: (chunk: string) => void) => listeners.push(listener),
  };
}

beforeAll(async () => {
  db = await startEmbeddedServer();
  await createDatabaseIfMissing(db, DATABASE);
  const url = db.urlFor(DATABASE);
  await migrate(url);
  const client = createPrismaClient(url, { max: 2 });
  // One load generator, one phone: the order counts are set for it.
  await client.shopSettings.update({ where: { id: 1 }, data: MANY_ORDERS_FROM_ONE_CLIENT });
  const product = await client.product.create({
    data: {
      name: 'Fault hoodie',
      type: 'hoodies',
      price: 299,
      sizes: { create: [{ size: 'M', quantity: 100_000, position: 0 }] },
    },
  });
  productId = product.id;
  await client.$disconnect();

  storageDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-fault-storage-'));
  const api = await startApi(url);
  ({ child, port, exit } = api);
  output = api.output;
  api.onOutput((text) => (output += text));
  expect((await hit('GET', '/api/products?per_page=1')).status).toBe(200);
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exit;
  }
  await db?.destroy();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('a database host that stops answering', () => {
  it('gets a 503 once the connection timeout passes, instead of hanging the request', async () => {
    // Accepts TCP connections and never says a word, like a host behind a dead network path.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as net.AddressInfo).port;
    const api = await startApi(`postgresql://postgres:postgres@127.0.0.1:${silentPort}/vigor`, {
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
    try {
      const answers = await Promise.all([
        hit('GET', '/api/carts', { cookie: GUEST, port: api.port }),
        hit('POST', '/api/quick-cart/submit-order', { body: quickOrder(), port: api.port }),
      ]);
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer)).toBe(503);
        expect(answer.body).toEqual({ message: expect.any(String) });
        expect(answer.ms).toBeLessThan(2500);
      }
      expect(api.child.exitCode).toBeNull();
    } finally {
      api.child.kill('SIGKILL');
      await api.exit;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 60_000);
});

describe('the database stops under traffic', () => {
  it('answers a quick 503 JSON while it is down, stays up, and serves again once it is back', async () => {
    const load = traffic(8);
    const served = (from: number, status: (s: number) => boolean) =>
      load.answers.filter((a) => a.needsDatabase && a.startedAt >= from && status(a.status)).length;
    await waitFor(() => served(0, (s) => s < 300) >= 8, 10_000, 'traffic before the stop');
    const stoppingAt = performance.now();
    await db.stop();
    const downAt = performance.now();
    await waitFor(() => served(downAt, (s) => s === 503) > 10, 15_000, 'traffic while the database is down');
    const whileDown = await readCart();
    const orderWhileDown = await hit('POST', '/api/quick-cart/submit-order', { body: quickOrder() });
    expect(child.exitCode, output).toBeNull();

    const startingAt = performance.now();
    await db.start();
    const backAt = performance.now();
    await waitFor(async () => (await readCart()).status === 200, 10_000, 'recovery');
    const recoveredIn = performance.now() - backAt;
    await waitFor(() => served(backAt, (s) => s < 300) >= 8, 10_000, 'traffic after the recovery');
    const answers = await load.stop();

    // While the database was down (and while it was going down): 503 JSON, fast, never a hang.
    for (const answer of [whileDown, orderWhileDown]) {
      expect(answer.status, JSON.stringify(answer)).toBe(503);
      expect(answer.body).toEqual({ message: expect.any(String) });
      expect(answer.ms).toBeLessThan(2000);
    }
    // The public catalog may still be served from the process's cache; anything else is a 503.
    const during = answers.filter((a) => a.startedAt >= downAt && a.startedAt + a.ms < startingAt);
    expect(during.filter((a) => a.needsDatabase).length).toBeGreaterThan(10);
    for (const a of during) {
      expect(a.needsDatabase ? [503] : [200, 503], JSON.stringify(a)).toContain(a.status);
      expect(a.ms, JSON.stringify(a)).toBeLessThan(2000);
    }
    // Requests in flight as it went down: an answer, never a 500, a reset or a timeout.
    for (const a of answers) {
      expect([200, 201, 503], JSON.stringify(a)).toContain(a.status);
      if (a.status === 503) expect(a.body).toEqual({ message: expect.any(String) });
    }
    expect(answers.filter((a) => a.startedAt < stoppingAt && a.status === 200).length).toBeGreaterThan(0);
    expect(recoveredIn).toBeLessThan(10_000);

    // And it takes orders again.
    const order = await hit('POST', '/api/quick-cart/submit-order', { body: quickOrder() });
    expect(order.status, JSON.stringify(order)).toBe(201);
    expect(child.exitCode).toBeNull();
  }, 60_000);
});

describe('a frozen database', () => {
  it('answers 503 JSON within about 5 s while PostgreSQL is stopped by SIGSTOP, and recovers after SIGCONT', async () => {
    expect((await readCart()).status).toBe(200);
    db.signal('SIGSTOP');
    let answers: Answer[];
    try {
      // Queries in flight on connections already open: only a time limit can end them.
      answers = await Promise.all([
        readCart(),
        hit('POST', '/api/quick-cart/submit-order', { body: quickOrder(), timeoutMs: 15_000 }),
        hit('GET', '/api/test-session-debug', { cookie: GUEST, timeoutMs: 15_000 }),
      ]);
    } finally {
      db.signal('SIGCONT');
    }
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer)).toBe(503);
      expect(answer.body).toEqual({ message: expect.any(String) });
      expect(answer.ms).toBeLessThan(6000);
    }
    expect(child.exitCode, output).toBeNull();
    await expect.poll(async () => (await readCart()).status, { timeout: 10_000, interval: 100 }).toBe(200);
    const order = await hit('POST', '/api/quick-cart/submit-order', { body: quickOrder() });
    expect(order.status, JSON.stringify(order)).toBe(201);
  }, 60_000);
});

describe('SIGTERM under load', () => {
  it('lets every accepted request finish, exits cleanly, and leaves no half-written order', async () => {
    const check = createPrismaClient(db.urlFor(DATABASE), { max: 1 });
    const count = () => check.order.count();
    const ordersBefore = await count();

    // 30 orders, each on its own connection, all sent before the signal.
    const sent: Promise<Answer>[] = [];
    for (let i = 0; i < 30; i++) {
      const payload = JSON.stringify(quickOrder());
      const startedAt = performance.now();
      sent.push(
        new Promise((resolve) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/quick-cart/submit-order',
              agent: false,
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
                'x-fault-probe': `drain-${i}`,
              },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk) => (text += chunk));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  body: text,
                  ms: performance.now() - startedAt,
                  startedAt,
                }),
              );
              res.on('error', (error) =>
                resolve({ status: 0, body: null, ms: 0, error: String(error), startedAt }),
              );
            },
          );
          req.on('error', (error: NodeJS.ErrnoException) =>
            resolve({ status: 0, body: null, ms: 0, error: error.code ?? error.message, startedAt }),
          );
          req.end(payload);
        }),
      );
    }
    // Stop the server once it has started every one of them, while they are in flight.
    await waitFor(
      () => Array.from({ length: 30 }, (_, i) => `PROBE drain-${i}\n`).every((line) => output.includes(line)),
      10_000,
      'the server to receive the 30 orders',
    );
    child.kill('SIGTERM');
    // A request that arrives once the drain has begun is still answered.
    await waitFor(() => output.includes('DRAINING'), 10_000, 'the drain to begin');
    const duringDrain = await hit('POST', '/api/quick-cart/submit-order', { body: quickOrder() });
    const answers = await Promise.all(sent);
    const code = await exit;
    const afterExit = await hit('GET', '/api/products?per_page=1', { timeoutMs: 1000 });

    expect(
      answers.filter((a) => a.error),
      output,
    ).toEqual([]);
    expect(
      answers.map((a) => a.status).every((s) => s === 201),
      JSON.stringify(answers.map((a) => a.status)),
    ).toBe(true);
    expect(code, output).toBe(0);
    expect(duringDrain.status, JSON.stringify(duringDrain)).toBe(201);
    expect(afterExit.error).toBe('ECONNREFUSED');

    try {
      expect((await count()) - ordersBefore).toBe(31);
      const empty = await check.$queryRawUnsafe<{ id: number }[]>(
        'SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)',
      );
      expect(empty, 'orders without items').toEqual([]);
      const mismatched = await check.$queryRawUnsafe<unknown[]>(`
        SELECT s.product_id, s.size, s.reserved, COALESCE(h.units, 0) AS held FROM product_sizes s
        LEFT JOIN (SELECT i.product_id, i.size, SUM(i.quantity)::int AS units FROM order_items i
          JOIN orders o ON o.id = i.order_id WHERE o.status NOT IN ('canceled', 'returned') GROUP BY i.product_id, i.size) h
          ON h.product_id = s.product_id AND h.size = s.size
        WHERE s.reserved <> COALESCE(h.units, 0)`);
      expect(mismatched, 'reserved units that no order holds').toEqual([]);
    } finally {
      await check.$disconnect();
    }
  }, 60_000);
});
