/**
 * Out of file descriptors, for real: the production server as its own process (fault-server.ts,
 * the API alone: test/setup-db.ts), on this file's own database, whose descriptor limit is lowered
 * once it has started (a start with a cold tsx cache opens many more files than a warm one, so a
 * limit set before the start made the start itself fail). Idle connections use up every descriptor; a
 * request that needs a new database connection then answers 503 with the JSON error shape (not
 * 500), and once the idle connections go the process serves again.
 */
import http from 'node:http';
import net from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@vigor/db/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { limitOpenFiles, request, startProcess, type ServerProcess } from '../cluster/processes.ts';
import { errorShapeProblem } from './helpers.ts';

/** Descriptors left to the started server above those it holds; idle connections use them up. */
const HEADROOM = 64;

let api: ServerProcess;
let workDir: string;
const idle: net.Socket[] = [];
/** A guest's cart is read from the database on every request. */
const GUEST = `guest_session=${'g'.repeat(43)}`;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-descriptors-'));
  api = startProcess('test/hardening/fault-server.ts', await freePort(), {
    DATABASE_URL: process.env.DATABASE_URL!,
    STORAGE_DIR: path.join(workDir, 'storage'),
    NEW_SESSIONS_PER_ADDRESS: '1000000',
    // The connection cap is not what this file tests: descriptors run out first.
    MAX_CONNECTIONS: '100000',
  });
  await api.waitForLine((l) => /listening/.test(l.msg ?? ''), 'the API', 90_000);
}, 120_000);

afterAll(async () => {
  for (const socket of idle) socket.destroy();
  if (api?.child.exitCode === null) api.child.kill('SIGKILL');
  await api?.exit;
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const openDescriptors = async () => (await readdir(`/proc/${api.child.pid}/fd`)).length;

it('answers 503 JSON when it runs out of file descriptors, and serves again once they are back', async () => {
  // One kept-alive connection is open before the descriptors run out: the request goes on it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect((await request(api.port, 'GET', '/api/health', { agent })).status).toBe(200);

  const maxOpenFiles = (await openDescriptors()) + HEADROOM;
  await limitOpenFiles(api.child.pid!, maxOpenFiles);
  // The process turns connections away once it is out of descriptors: they are reset.
  const connectIdle = () => idle.push(net.connect(api.port, '127.0.0.1').on('error', () => {}));
  for (let i = 0; i < maxOpenFiles; i++) connectIdle();
  // Every descriptor of the process is in use (libuv keeps one spare to turn connections away). A
  // descriptor the process closes after the others came in (a pooled connection, a pipe of its
  // start) is taken by one more idle connection.
  const inUse = async () => {
    const open = await openDescriptors();
    if (open < maxOpenFiles - 1) connectIdle();
    return open;
  };
  await expect.poll(inUse, { timeout: 10_000 }).toBeGreaterThanOrEqual(maxOpenFiles - 1);

  const starved = await request(api.port, 'GET', '/api/carts', { agent, headers: { cookie: GUEST } });
  expect(starved.status, JSON.stringify(starved.body)).toBe(503);
  expect(starved.headers['content-type']).toMatch(/application\/json/);
  expect(errorShapeProblem(starved.body)).toBeNull();
  expect(api.child.exitCode).toBeNull();

  for (const socket of idle.splice(0)) socket.destroy();
  const cart = () => request(api.port, 'GET', '/api/carts', { headers: { cookie: GUEST } });
  await expect.poll(async () => (await cart()).status, { timeout: 10_000 }).toBe(200);
  agent.destroy();
});
