/**
 * `pnpm start`'s script as a real process on this file's database: two workers serve, SIGHUP
 * replaces them one at a time without failing a request, a killed worker is replaced, and
 * SIGTERM stops them all.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@vigor/db/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isRunning, keepBusy, request, startProcess, type LogLine, type ServerProcess } from './processes.ts';

let primary: ServerProcess;
let storageDir: string;

const listening = (line: LogLine) => line.msg === 'worker listening';
const workerPids = () => primary.lines.filter(listening).map((line) => line.worker as number);

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-start-storage-'));
  primary = startProcess('src/scripts/start.ts', await freePort(), {
    DATABASE_URL: process.env.DATABASE_URL!,
    STORAGE_DIR: storageDir,
    WEB_CONCURRENCY: '2',
  });
  await primary.waitForLine(() => workerPids().length === 2, 'two workers');
}, 90_000);

afterAll(async () => {
  if (primary.child.exitCode === null) {
    primary.child.kill('SIGKILL');
    for (const pid of workerPids()) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  }
  await rm(storageDir, { recursive: true, force: true });
});

it('restarts the workers one at a time on SIGHUP without failing a request', async () => {
  const before = workerPids();
  const load = keepBusy(4, () => request(primary.port, 'GET', '/api/products?per_page=2'));
  await expect.poll(() => load.answers.length, { timeout: 20_000 }).toBeGreaterThan(20);
  primary.child.kill('SIGHUP');
  await primary.waitForLine((line) => line.msg === 'workers restarted', 'the restart');
  const answersDuringRestart = (await load.stop()).length;

  const after = workerPids().slice(2);
  expect(after).toHaveLength(2);
  expect(after.some((pid) => before.includes(pid))).toBe(false);
  for (const pid of before) expect(isRunning(pid)).toBe(false);
  expect(answersDuringRestart).toBeGreaterThan(20);
  expect(load.answers.filter((answer) => answer.status !== 200)).toEqual([]);
}, 90_000);

it('replaces a worker that dies', async () => {
  const [victim] = workerPids().slice(-1);
  process.kill(victim!, 'SIGKILL');
  await primary.waitForLine((line) => line.msg === 'worker died' && line.worker === victim, 'the death');
  await primary.waitForLine(() => workerPids().length === 5, 'a replacement');
  expect((await request(primary.port, 'GET', '/api/products?per_page=1')).status).toBe(200);
}, 60_000);

it('stops every worker on SIGTERM and exits 0', async () => {
  const pids = workerPids();
  primary.child.kill('SIGTERM');
  expect(await primary.exit).toBe(0);
  for (const pid of pids) expect(isRunning(pid)).toBe(false);
});
