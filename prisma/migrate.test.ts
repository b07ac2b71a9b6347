import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseIfMissing, dropDatabase, openTestServer, type DatabaseServer } from './database.ts';
import { AMENDED_MIGRATIONS, migrate } from './migrate.ts';
import { MIGRATIONS_DIR } from './paths.ts';

let server: DatabaseServer;
const name = `vigor_migrate_${process.pid}`;

async function query<T extends pg.QueryResultRow>(sql: string, database = name): Promise<T[]> {
  const client = new pg.Client({ connectionString: server.urlFor(database) });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  server = await openTestServer();
  await createDatabaseIfMissing(server, name);
});

afterAll(async () => {
  await dropDatabase(server, name);
  await server.stop();
});

describe('migrate', () => {
  it('applies every migration once and records it as prisma migrate deploy does', async () => {
    const first = await migrate(server.urlFor(name));
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate(server.urlFor(name))).toEqual([]);
    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date;
      applied_steps_count: number;
    }>(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(first);
    for (const row of rows) {
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('keeps integrity rules in the database itself', async () => {
    const insert = (sql: string) =>
      query(sql).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
    expect(
      await insert(`INSERT INTO products (name, type, price, updated_at) VALUES ('x', 'hoodies', 0, now())`),
    ).toMatch(/products_price_check/);
    expect(
      await insert(
        `INSERT INTO products (name, type, price, prix_reduction, updated_at) VALUES ('x', 'hoodies', 10, 12, now())`,
      ),
    ).toMatch(/products_prix_reduction_check/);
    expect(
      await insert(
        `INSERT INTO orders (customer_name, customer_phone, customer_city, total_amount, delivery_fee, updated_at)
         VALUES ('a', '0612345678', 'Rabat', 1, 0, now())`,
      ),
    ).toMatch(/orders_customer_phone_check/);
    expect(
      await insert(
        `INSERT INTO messages (first_name, last_name, email, subject, message, status) VALUES ('a','b','c','d','e','lost')`,
      ),
    ).toMatch(/invalid input value for enum/);
  });

  it('gives each order placed before the order references its own random reference', async () => {
    const before = `${name}_refs`;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vigor-migrations-'));
    await createDatabaseIfMissing(server, before);
    const url = server.urlFor(before);
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true, filter: (src) => !src.includes('_order_reference') });
      await migrate(url, dir);
      await query(
        `INSERT INTO orders (customer_name, customer_phone, customer_city, total_amount, delivery_fee, updated_at)
        SELECT 'a', '+212612345678', 'Rabat', 1, 0, now() FROM generate_series(1, 50)`,
        before,
      );
      await migrate(url);
      const references = (await query<{ reference: string }>('SELECT reference FROM orders', before)).map(
        (r) => r.reference,
      );
      expect(references).toHaveLength(50);
      expect(new Set(references).size).toBe(50);
      for (const reference of references) expect(reference).toMatch(/^[\w-]{22}$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await dropDatabase(server, before);
    }
  });

  it('refuses a migration edited after it was applied, and rolls back a failing one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vigor-migrations-'));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      const [firstName] = await migrate(server.urlFor(name), dir).then(async () =>
        (await query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations"')).map(
          (r) => r.migration_name,
        ),
      );
      await writeFile(path.join(dir, firstName!, 'migration.sql'), '-- edited\n', { flag: 'a' });
      await expect(migrate(server.urlFor(name), dir)).rejects.toThrow(/edited after it was applied/);

      const broken = await mkdtemp(path.join(os.tmpdir(), 'vigor-migrations-'));
      await cp(MIGRATIONS_DIR, broken, { recursive: true });
      await cp(path.join(MIGRATIONS_DIR, firstName!), path.join(broken, '99991231000000_broken'), {
        recursive: true,
      });
      await writeFile(
        path.join(broken, '99991231000000_broken', 'migration.sql'),
        'CREATE TABLE half (id int);\nSELECT nope;',
      );
      await expect(migrate(server.urlFor(name), broken)).rejects.toThrow(/99991231000000_broken failed/);
      expect(await query(`SELECT to_regclass('half') AS t`)).toEqual([{ t: null }]);
      await rm(broken, { recursive: true, force: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes the corrected file of an amended migration, and only of the checksum it lists', async () => {
    const database = `${name}_amended`;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vigor-migrations-'));
    await createDatabaseIfMissing(server, database);
    const url = server.urlFor(database);
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      const [first] = await migrate(url, dir);
      const file = path.join(dir, first!, 'migration.sql');
      const checksum = async () =>
        (
          await query<{ checksum: string }>(
            `SELECT checksum FROM "_prisma_migrations" WHERE migration_name = '${first!}'`,
            database,
          )
        )[0]!.checksum;
      const applied = await checksum();
      await writeFile(file, '-- a comment corrected\n', { flag: 'a' });
      const corrected = createHash('sha256')
        .update(await readFile(file, 'utf8'))
        .digest('hex');

      expect(await migrate(url, dir, { [first!]: [applied] })).toEqual([]);
      expect(await checksum()).toBe(corrected);
      // The database now holds the corrected file's checksum: a further edit is refused.
      await writeFile(file, '-- edited again\n', { flag: 'a' });
      await expect(migrate(url, dir, { [first!]: [applied] })).rejects.toThrow(/edited after it was applied/);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await dropDatabase(server, database);
    }
  });

  it("lists the checksum the catalog-change migration had before its comment's path was corrected", async () => {
    const file = await readFile(
      path.join(MIGRATIONS_DIR, '20261123030000_catalog_change_notify', 'migration.sql'),
      'utf8',
    );
    const before = file.replace(
      'apps/api/src/lib/\n-- catalog-cache.ts',
      'apps/api/src/modules/products/\n-- catalog-cache.ts',
    );
    expect(before).not.toBe(file);
    expect(AMENDED_MIGRATIONS['20261123030000_catalog_change_notify']).toEqual([
      createHash('sha256').update(before).digest('hex'),
    ]);
  });
});
