/**
 * Gets the store a migrated database before the API starts: DATABASE_URL when set, else the
 * embedded PostgreSQL in .data/. Demo data (catalog, 60 days of orders, messages) goes only into an empty
 * store, and only for `pnpm dev` on the embedded database or with SEED_DEMO=true: a shop whose
 * owner deleted every product must not get demo orders back at its next `pnpm start`.
 */
import { ensureDatabase, type RunningDatabase } from '@vigor/db/database';
import { createPrismaClient } from '@vigor/db/client';
import { migrate } from '@vigor/db/migrate';
import { seed } from '@vigor/db/seed';
import { seedHistory } from '@vigor/db/seed-history';

export async function prepareDatabase({
  demo,
}: {
  demo: 'when-embedded' | 'never';
}): Promise<RunningDatabase> {
  const database = await ensureDatabase();
  const applied = await migrate(database.url);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  process.env.DATABASE_URL = database.url;
  if ((demo === 'when-embedded' && database.embedded) || process.env.SEED_DEMO === 'true') {
    // Loaded now that DATABASE_URL is set: the configuration is read when the storage is made.
    const { storage } = await import('../lib/storage/storage.ts');
    const db = createPrismaClient(database.url, { max: 2 });
    await seed(db, { saveImage: (key, webp) => storage.write(key, webp, 'image/webp') });
    await seedHistory(db);
    await db.$disconnect();
  }
  return database;
}
