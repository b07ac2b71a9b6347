/** The processes under test: the production store and the bare Express baseline. */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CapturedResponse } from './baseline-server.ts';

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
export function storeEnv(databaseUrl: string, storageDir: string, port: number) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    STORAGE_DIR: storageDir,
    // One log line per request would measure pino, not the store; warnings and errors still show.
    LOG_LEVEL: 'warn',
  };
}

/**
 * apps/api/src/server.ts (what `pnpm start` runs once the database is ready) in a child
 * process; resolves once the catalog answers.
 */
export async function startStore(env: ReturnType<typeof storeEnv>): Promise<Running> {
  const { PATH, HOME, TMPDIR } = process.env;
  // BENCH_NODE_ARGS adds Node flags to the store, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'src/server.ts'],
    {
      cwd: API_DIR,
      env: { PATH, HOME, TMPDIR, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The store exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/products/home`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The store did not answer within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, stop: stopper(child) };
}

/** The bare Express app of baseline-server.ts, serving `responses`. */
export async function startBaseline(responses: CapturedResponse[]): Promise<Running> {
  const child = fork(path.join(BENCH_DIR, 'baseline-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: BENCH_DIR,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`The baseline exited with code ${code}`)));
    child.send({ responses });
  });
  return { url: `http://127.0.0.1:${port}`, child, stop: stopper(child) };
}

/** The bare write handler of write-baseline.ts, on the bench's database. */
export async function startWriteBaseline(databaseUrl: string): Promise<Running> {
  const child = fork(path.join(BENCH_DIR, 'write-baseline.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: BENCH_DIR,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`The write baseline exited with code ${code}`)));
    child.send({ databaseUrl });
  });
  return { url: `http://127.0.0.1:${port}`, child, stop: stopper(child) };
}
