import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from './generated/client/client.ts';

export * from './generated/client/client.ts';

export interface PoolOptions {
  /** Connections in the pool; PostgreSQL's default limit is 100 for the whole server. */
  max?: number;
  /**
   * How long getting a connection may take (opening one, or waiting for a free one) before the
   * query fails; 0 waits forever. Without it, a database host that stops answering hangs requests.
   */
  connectionTimeoutMillis?: number;
  /**
   * Longest a statement may run: the server cancels it (statement_timeout), and the client gives
   * up shortly after in case the server cannot even answer (frozen, or its host unreachable).
   * 0: no limit.
   */
  queryTimeoutMillis?: number;
}

/** Time the server has to report its own cancellation before the client stops waiting. */
const CLIENT_TIMEOUT_MARGIN_MS = 500;

export function createDatabasePool(
  connectionString: string,
  { max = 10, connectionTimeoutMillis = 0, queryTimeoutMillis = 0 }: PoolOptions = {},
): pg.Pool {
  return new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis,
    ...(queryTimeoutMillis > 0 && {
      statement_timeout: queryTimeoutMillis,
      query_timeout: queryTimeoutMillis + CLIENT_TIMEOUT_MARGIN_MS,
    }),
  });
}

export interface PrismaOptions extends PoolOptions {
  /** Prisma's log definitions, e.g. `[{ emit: 'event', level: 'query' }]` to see every SQL statement. */
  log?: Prisma.LogDefinition[];
}

/** A Prisma client on `database`: a URL (with a pool of its own) or a pool it then owns. */
export function createPrismaClient(database: string | pg.Pool, { log, ...pool }: PrismaOptions = {}) {
  const owned = typeof database === 'string' ? createDatabasePool(database, pool) : database;
  return new PrismaClient({
    adapter: new PrismaPg(owned, { disposeExternalPool: true }),
    ...(log && { log }),
  });
}

export type Database = ReturnType<typeof createPrismaClient>;
