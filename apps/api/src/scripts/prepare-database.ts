/**
 * Gets the store a migrated database before the API starts: DATABASE_URL when set, else the
 * embedded PostgreSQL in .data/ (seeded with the demo catalog on its first run).
 */
import { ensureDatabase, type RunningDatabase } from '@vigor/db/database';
import { createPrismaClient } from '@vigor/db/client';
import { migrate } from '@vigor/db/migrate';
import { seed } from '@vigor/db/seed';

export async function prepareDatabase(): Promise<RunningDatabase> {
  const database = await ensureDatabase();
  const applied = await migrate(database.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  process.env.DATABASE_URL = database.url;
  if (database.embedded || process.env.SEED_DEMO === 'true') {
    // Loaded now that DATABASE_URL is set: the configuration is read when the storage is made.
    const { storage } = await import('../lib/storage/storage.ts');
    const db = createPrismaClient(database.url, { max: 2 });
    await seed(db, { saveImage: (key, webp) => storage.write(key, webp, 'image/webp') });
    await db.$disconnect();
  }
  return database;
}
