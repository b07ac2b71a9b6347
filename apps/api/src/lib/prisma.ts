import { createDatabasePool, createPrismaClient } from '@vigor/db/client';
import { env } from '../config/env.ts';

/** The one connection pool of the process: Prisma's queries and the rate limits share it. */
export const pool = createDatabasePool(env.DATABASE_URL, {
  max: env.DATABASE_POOL_SIZE,
  connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
  queryTimeoutMillis: env.DATABASE_QUERY_TIMEOUT_MS,
});

/** The one database client of the process (it closes the pool on $disconnect). */
export const prisma = createPrismaClient(pool);
