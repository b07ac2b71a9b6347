/**
 * For tests of a cache that follows commits made elsewhere: turns the cache on and this process's
 * change listener (lib/catalog-changes.ts) for the file, and gives a connection of "another
 * process", whose writes go through no service of this one.
 */
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { env } from '../src/config/env.ts';
import { listenForCatalogChanges, type CatalogListener } from '../src/lib/catalog-changes.ts';

export function listenLikeAProcess(setCacheEnabled: (on: boolean) => void): { other: pg.Client } {
  let listener: CatalogListener;
  const other = new pg.Client({ connectionString: env.DATABASE_URL });
  beforeAll(async () => {
    setCacheEnabled(true);
    listener = listenForCatalogChanges(env.DATABASE_URL);
    await listener.ready;
    await other.connect();
  });
  afterAll(async () => {
    setCacheEnabled(false);
    await listener.stop();
    await other.end();
  });
  return { other };
}
