/**
 * Three real API processes behind HAProxy (Debian's /usr/sbin/haproxy) on one PostgreSQL this
 * file owns: nothing that must be shared lives in one process. Stock holds across processes, a
 * price change reaches every process's catalog cache and a delivery fee change every process's
 * orders within a second, a process stopped under load loses no request through the balancer,
 * and the scheduled purge runs once, not once per process (login limits across processes:
 * test/hardening/rate-limits.test.ts). docs/deployment.md describes the same layout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPrismaClient } from '@vigor/db/client';
import {
  createDatabaseIfMissing,
  freePort,
  startEmbeddedServer,
  type EmbeddedServer,
} from '@vigor/db/database';
import { migrate } from '@vigor/db/migrate';
import { SESSION_RETENTION_DAYS } from '@vigor/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MANY_ORDERS_FROM_ONE_CLIENT } from '../order-limits.ts';
import { hashPassword } from '../../src/modules/users/users.service.ts';
import { keepBusy, request, startProcess, until, type Answer, type ServerProcess } from './processes.ts';

const HAPROXY = '/usr/sbin/haproxy';
const PURGE_TASK = 'purge-guest-sessions';
const ADMIN = { nom: 'amina', password: 'a long admin passphrase' };

let pg: EmbeddedServer;
let db: ReturnType<typeof createPrismaClient>;
let apis: ServerProcess[] = [];
let haproxy: ChildProcess;
let haproxyOutput = '';
let balancer: number;
let workDir: string;
let scarceId: number;
let plentyId: number;

/**
 * HAProxy as docs/deployment.md runs it: a server whose health check fails (it drains) gets no new
 * request, a refused connection is tried on another server, one connection a request to the API.
 */
const haproxyConfig = (port: number, servers: number[]) => `
global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout check 2s
  retries 3
  retry-on conn-failure
  option redispatch
  option http-server-close
frontend store
  bind 127.0.0.1:${port}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
${servers.map((p, i) => `  server api${i} 127.0.0.1:${p} check inter 250ms fall 1 rise 2`).join('\n')}
`;

beforeAll(async () => {
  pg = await startEmbeddedServer();
  await createDatabaseIfMissing(pg, 'vigor_cluster');
  const url = pg.urlFor('vigor_cluster');
  await migrate(url);
  db = createPrismaClient(url, { max: 2 });
  // Every buyer of these tests comes from 127.0.0.1: the per-address count is set for them.
  await db.shopSettings.update({ where: { id: 1 }, data: MANY_ORDERS_FROM_ONE_CLIENT });
  const product = (name: string, quantity: number) =>
    db.product.create({
      data: { name, type: 'hoodies', price: 300, sizes: { create: [{ size: 'M', quantity, position: 0 }] } },
    });
  scarceId = (await product('Last three', 3)).id;
  plentyId = (await product('Plenty', 100_000)).id;
  await db.staffUser.create({
    data: { nom: ADMIN.nom, role: 'admin', password_hash: await hashPassword(ADMIN.password) },
  });
  const idle = new Date(Date.now() - (SESSION_RETENTION_DAYS + 1) * 24 * 3600 * 1000);
  await db.guestSession.createMany({
    data: Array.from({ length: 5 }, (_, i) => ({ id: `idle-${i}`.padEnd(43, 'x'), last_activity: idle })),
  });

  workDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-cluster-'));
  const shared = {
    DATABASE_URL: url,
    STORAGE_DIR: path.join(workDir, 'storage'),
    // Every process must accept the tokens the others sign.
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SESSION_PURGE_CRON: '* * * * *',
    TRUST_PROXY: '1',
    // Every buyer here comes from 127.0.0.1: new sessions are not what this file measures.
    NEW_SESSIONS_PER_ADDRESS: '1000000',
  };
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  apis = ports.map((port) => startProcess('test/hardening/fault-server.ts', port, shared));
  await Promise.all(
    apis.map((api) => api.waitForLine((l) => /listening/.test(l.msg ?? ''), 'the API', 90_000)),
  );

  balancer = await freePort();
  const config = path.join(workDir, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(balancer, ports));
  haproxy = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  haproxy.stdout!.on('data', (chunk) => (haproxyOutput += chunk));
  haproxy.stderr!.on('data', (chunk) => (haproxyOutput += chunk));
  await until(
    async () => (await request(balancer, 'GET', '/api/products?per_page=1')).status === 200,
    'HAProxy',
  ).catch((error: Error) => Promise.reject(new Error(`${error.message}\n${haproxyOutput}`)));
}, 180_000);

afterAll(async () => {
  haproxy?.kill('SIGKILL');
  for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
  await Promise.all(apis.map((api) => api.exit));
  await db?.$disconnect();
  await pg?.destroy();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const order = (productId: number, phone: number) => ({
  customer_name: 'Cluster Buyer',
  customer_phone: `06${String(phone).padStart(8, '0')}`,
  customer_city: 'Casablanca',
  items: [{ product_id: productId, size: 'M', quantity: 1 }],
});
const via = (port: number, method: string, url: string, options?: Parameters<typeof request>[3]) =>
  request(port, method, url, options);

it('40 buyers racing for 3 units through three processes make exactly 3 orders', async () => {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      via(apis[i % 3]!.port, 'POST', '/api/quick-cart/submit-order', { body: order(scarceId, i) }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(3);
  expect(statuses.filter((status) => status === 409)).toHaveLength(37);
  expect(await db.order.count({ where: { items: { some: { product_id: scarceId } } } })).toBe(3);
  const size = await db.productSize.findFirstOrThrow({ where: { product_id: scarceId } });
  expect(size.reserved).toBe(3);
});

it('a price change through one process shows on the others within a second', async () => {
  const priceOn = async (port: number) =>
    ((await via(port, 'GET', `/api/products/${plentyId}`)).body as { data: { price: number } }).data.price;
  // Each process has the product in its cache first.
  for (const api of apis) expect(await priceOn(api.port)).toBe(300);
  const login = await via(apis[0]!.port, 'POST', '/api/admin/login', { body: ADMIN });
  expect(login.status).toBe(200);
  const { token } = login.body as { token: string };
  const update = await via(apis[0]!.port, 'PUT', `/api/products/${plentyId}`, {
    headers: { authorization: `Bearer ${token}` },
    body: {
      name: 'Plenty',
      type: 'hoodies',
      status: 'available',
      price: 249,
      sizes: [{ size: 'M', quantity: 100_000 }],
    },
  });
  expect(update.status, JSON.stringify(update.body)).toBe(200);
  for (const api of apis.slice(1)) {
    await expect.poll(() => priceOn(api.port), { timeout: 1000, interval: 20 }).toBe(249);
  }
});

it('a delivery fee change through one process charges orders on the others within a second', async () => {
  const casablancaFeeOn = async (port: number) => {
    const { data } = (await via(port, 'GET', '/api/delivery')).body as {
      data: { zones: { name: string; fee: number }[] };
    };
    return data.zones.find((zone) => zone.name === 'Casablanca')?.fee;
  };
  // Each process has the settings in its cache first.
  for (const api of apis) expect(await casablancaFeeOn(api.port)).toBe(20);
  const login = await via(apis[0]!.port, 'POST', '/api/admin/login', { body: ADMIN });
  expect(login.status).toBe(200);
  const { token } = login.body as { token: string };
  const update = await via(apis[0]!.port, 'PUT', '/api/admin/delivery', {
    headers: { authorization: `Bearer ${token}` },
    body: {
      free_from: 599,
      zones: [
        { name: 'Casablanca', fee: 26, cities: [{ name_fr: 'Casablanca', name_ar: 'الدار البيضاء' }] },
        { name: 'Other cities', fee: 35, cities: [{ name_fr: 'Rabat', name_ar: 'الرباط' }] },
      ],
    },
  });
  expect(update.status, JSON.stringify(update.body)).toBe(200);
  // A product of its own: the other tests count the orders of theirs.
  const { id } = await db.product.create({
    data: {
      name: 'Delivered',
      type: 'hoodies',
      price: 300,
      sizes: { create: [{ size: 'M', quantity: 10, position: 0 }] },
    },
  });
  for (const [i, api] of apis.slice(1).entries()) {
    await expect.poll(() => casablancaFeeOn(api.port), { timeout: 1000, interval: 20 }).toBe(26);
    const placed = await via(api.port, 'POST', '/api/quick-cart/submit-order', { body: order(id, 500 + i) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((placed.body as { data: { delivery_fee: number } }).data.delivery_fee).toBe(26);
  }
});

it('loses no request through the balancer when a process is stopped with SIGTERM under load', async () => {
  const stopped = apis[2]!;
  let phone = 1000;
  const load = keepBusy(6, (i) =>
    i % 3 === 0
      ? via(balancer, 'POST', '/api/quick-cart/submit-order', { body: order(plentyId, ++phone) })
      : via(balancer, 'GET', i % 3 === 1 ? `/api/products/${plentyId}` : '/api/products?per_page=5'),
  );
  await expect.poll(() => load.answers.length, { timeout: 20_000 }).toBeGreaterThan(30);
  stopped.child.kill('SIGTERM');
  expect(await stopped.exit).toBe(0);
  const before = load.answers.length;
  // Traffic goes on through the two others once the stopped one is gone.
  await expect.poll(() => load.answers.length, { timeout: 20_000 }).toBeGreaterThan(before + 30);
  const answers = await load.stop();
  const failed = answers.filter((answer: Answer) => answer.status !== 200 && answer.status !== 201);
  expect(failed, haproxyOutput).toEqual([]);
  const placed = answers.filter((answer) => answer.status === 201).length;
  expect(placed).toBeGreaterThan(0);
  expect(await db.order.count({ where: { items: { some: { product_id: plentyId } } } })).toBe(placed);
}, 60_000);

it('runs the scheduled session purge once per scheduled time, not once per process', async () => {
  type Run = { id: string; state: string; minute: Date };
  const runs = () =>
    db.$queryRaw<Run[]>`SELECT id::text, state::text, date_trunc('minute', created_on) AS minute
                        FROM pgboss.job WHERE name = ${PURGE_TASK}`;
  await expect
    .poll(async () => (await runs()).some((run) => run.state === 'completed'), {
      timeout: 90_000,
      interval: 200,
    })
    .toBe(true);
  expect(await db.guestSession.count({ where: { id: { startsWith: 'idle-' } } })).toBe(0);
  const done = (await runs()).filter((run) => run.state === 'completed');
  // One job a scheduled minute, though three processes hold the schedule.
  expect(new Set(done.map((run) => run.minute.getTime())).size).toBe(done.length);
  // Each job ran in one process only: the processes' own logs name it once.
  const ranBy = (id: string) =>
    apis.flatMap((api) => api.lines.filter((line) => line.task === PURGE_TASK && line.job === id)).length;
  for (const run of done) await expect.poll(() => ranBy(run.id)).toBe(1);
}, 100_000);
