import { createDatabasePool, createPrismaClient, type Database, type Prisma } from '@vigor/db/client';
import { env } from '../config/env.ts';

/**
 * The models only the orders module reaches (docs/product.md, "Order workflow"): everything else
 * holds a client whose type lacks them, so `prisma.order.update(…)`, `const o = prisma.order`,
 * `prisma['orderEvent']` and the like do not compile outside modules/orders
 * (docs/decisions/114-orders-boundary-by-types.md). Raw SQL is ESLint's part (eslint.config.js).
 */
type OrderModels = 'order' | 'orderItem' | 'orderEvent';

type TransactionOptions = Parameters<Database['$transaction']>[1];

/** Transactions whose work receives a Tx, not Prisma's full transaction client. */
interface Transactions {
  $transaction<R>(work: (tx: Tx) => Promise<R>, options?: TransactionOptions): Promise<R>;
  $transaction<P extends Prisma.PrismaPromise<unknown>[]>(
    queries: [...P],
    options?: TransactionOptions,
  ): Promise<{ [K in keyof P]: Awaited<P[K]> }>;
}

/** A transaction's client, without the order models. */
export type Tx = Omit<Prisma.TransactionClient, OrderModels | '$transaction'> & Transactions;

/** The database client outside the orders module: no order models, and transactions hand a Tx. */
export type Db = Omit<Database, OrderModels | '$transaction'> & Transactions;

/** The one connection pool of the process: Prisma's queries and the rate limits share it. */
export const pool = createDatabasePool(env.DATABASE_URL, {
  max: env.DATABASE_POOL_SIZE,
  connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
  queryTimeoutMillis: env.DATABASE_QUERY_TIMEOUT_MS,
});

/**
 * The one database client of the process (it closes the pool on $disconnect), typed without the
 * order models; modules/orders/orders-database.ts gives the orders module the full type.
 */
export const prisma: Db = createPrismaClient(pool);
