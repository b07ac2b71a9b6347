/**
 * Applies prisma/migrations/* in order, recording each in `_prisma_migrations` exactly as
 * `prisma migrate deploy` does (same table, same sha256 checksum), so a machine with Prisma's
 * native engine sees the same history. See docs/decisions/001-offline-migrations.md.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { MIGRATIONS_DIR } from './paths.ts';

const MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;
/**
 * Applied migrations whose file was corrected afterwards without changing what it does (a wrong
 * path in a comment): by name, the checksums of the earlier files. A database that applied one of
 * them takes the file's new checksum; any other edit of an applied migration is still refused.
 */
export const AMENDED_MIGRATIONS: Readonly<Record<string, readonly string[]>> = {
  '20261123030000_catalog_change_notify': [
    'fed326ce66d705e69251d1a191dcc29365772e0dad4381d1dc3342fd91577de6',
  ],
};

/** Any constant shared by every process that migrates, so that two never run at once. */
const ADVISORY_LOCK_KEY = 72_986_345;

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

async function readMigrations(dir: string): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/** Applies what is pending; returns the names it applied. */
export async function migrate(
  connectionString: string,
  dir = MIGRATIONS_DIR,
  amended = AMENDED_MIGRATIONS,
): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
    await client.query(MIGRATIONS_TABLE);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
    }>('SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL');
    const applied = new Map(rows.map((r) => [r.migration_name, r]));
    const done: string[] = [];
    for (const migration of await readMigrations(dir)) {
      const previous = applied.get(migration.name);
      if (previous) {
        if (!previous.finished_at)
          throw new Error(`Migration ${migration.name} failed earlier; fix the database by hand.`);
        if (previous.checksum === migration.checksum) continue;
        if (!amended[migration.name]?.includes(previous.checksum))
          throw new Error(`Migration ${migration.name} was edited after it was applied.`);
        await client.query('UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2', [
          migration.checksum,
          migration.name,
        ]);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      done.push(migration.name);
    }
    return done;
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureDatabase } = await import('./database.ts');
  const database = await ensureDatabase();
  const applied = await migrate(database.url);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  await database.stop();
}
