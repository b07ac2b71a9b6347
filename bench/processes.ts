/**
 * The processes under test: the production store (`pnpm start`, in a given number of workers)
 * and the bare baselines (serve.ts) in as many processes.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@vigor/db/database';
import type { CapturedResponse } from './baseline-server.ts';
import type { ServeApp, ServeMessage } from './serve.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const API_DIR = path.join(REPO_ROOT, 'apps', 'api');

export interface Running {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** The environment of the store under test, as `pnpm start` gets it in production. */
export function storeEnv(
  databaseUrl: string,
  storageDir: string,
  port: number,
  /** More settings, e.g. where the ad platforms are. */
  extra: Record<string, string> = {},
) {
  return {
    ...extra,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    STORAGE_DIR: storageDir,
    // One log line per request would measure pino, not the store; warnings and errors still show.
    LOG_LEVEL: 'warn',
  };
}

/** Resolves once `child` has reported `workers` listening workers over IPC. */
function workersListening(child: ChildProcess, workers: number, name: string) {
  return new Promise<void>((resolve, reject) => {
    const onMessage = (m: { listening?: number }) => {
      if ((m.listening ?? 0) < workers) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null) => reject(new Error(`${name} exited with code ${code}`));
    child.on('message', onMessage).once('exit', onExit);
  });
}

/**
 * `pnpm start` (apps/api/src/scripts/start.ts) with WEB_CONCURRENCY = `workers`, in a child
 * process; resolves once every worker listens and the catalog answers.
 */
export async function startStore(env: ReturnType<typeof storeEnv>, workers: number): Promise<Running> {
  const { PATH, HOME, TMPDIR } = process.env;
  // BENCH_NODE_ARGS adds Node flags to the store's processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      '--import',
      path.join(BENCH_DIR, 'cluster-ready.ts'),
      'src/scripts/start.ts',
    ],
    {
      cwd: API_DIR,
      env: { PATH, HOME, TMPDIR, ...env, WEB_CONCURRENCY: String(workers) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const running = { url: `http://127.0.0.1:${env.PORT}`, child, stop: stopper(child) };
  const timeout = setTimeout(() => child.kill('SIGKILL'), 90_000);
  try {
    await workersListening(child, workers, 'The store');
    const res = await fetch(`${running.url}/api/products/home`);
    if (!res.ok) throw new Error(`The store answered GET /api/products/home with ${res.status}`);
  } catch (error) {
    await running.stop();
    throw error;
  } finally {
    clearTimeout(timeout);
  }
  return running;
}

/** serve.ts in `workers` processes on a free port, serving `app`. */
async function startServe(app: ServeApp, workers: number, name: string): Promise<Running> {
  const port = await freePort();
  const child = fork(path.join(BENCH_DIR, 'serve.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: BENCH_DIR,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listening = workersListening(child, workers, name);
  child.send({ ...app, workers, port } satisfies ServeMessage);
  await listening;
  return { url: `http://127.0.0.1:${port}`, child, stop: stopper(child) };
}

/** The bare Express app of baseline-server.ts in `workers` processes, serving `responses`. */
export function startBaseline(responses: CapturedResponse[], workers: number): Promise<Running> {
  return startServe({ app: 'reads', responses }, workers, 'The read baseline');
}

/** The bare write handler of write-baseline.ts in `workers` processes, on the bench's database. */
export function startWriteBaseline(databaseUrl: string, workers: number): Promise<Running> {
  return startServe({ app: 'writes', databaseUrl }, workers, 'The write baseline');
}
