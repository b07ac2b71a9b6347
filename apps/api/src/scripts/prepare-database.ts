/**
 * Gets the store a migrated database before the API starts: DATABASE_URL when set, else the
 * embedded PostgreSQL in .data/ (seeded with the demo catalog on its first run).
 */
import { ensureDatabase, type RunningDatabase } from '@vigor/db/database';
import { createPrismaClient } from '@vigor/db/client';
import { DEFAULT_STORAGE_DIR } from '@vigor/db/paths';
import { migrate } from '@vigor/db/migrate';
import { seed } from '@vigor/db/seed';

export async function prepareDatabase(): Promise<RunningDatabase> {
  const database = await ensureDatabase();
  const applied = await migrate(database.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (database.embedded || process.env.SEED_DEMO === 'true') {
    const db = createPrismaClient(database.url, { max: 2 });
    await seed(db, { storageDir: process.env.STORAGE_DIR ?? DEFAULT_STORAGE_DIR });
    await db.$disconnect();
  }
  process.env.DATABASE_URL = database.url;
  return database;
}
