import { createPrismaClient } from '@vigor/db/client';
import { env } from '../config/env.ts';

/** The one database client of the process. */
export const prisma = createPrismaClient(env.DATABASE_URL, {
  max: env.DATABASE_POOL_SIZE,
  connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
});
