import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, type Prisma } from './generated/client/client.ts';

export * from './generated/client/client.ts';

export interface PrismaOptions {
  /** Connections in the pool; PostgreSQL's default limit is 100 for the whole server. */
  max?: number;
  /** Prisma's log definitions, e.g. `[{ emit: 'event', level: 'query' }]` to see every SQL statement. */
  log?: Prisma.LogDefinition[];
  /**
   * How long getting a connection may take (opening one, or waiting for a free one) before the
   * query fails; 0 waits forever. Without it, a database host that stops answering hangs requests.
   */
  connectionTimeoutMillis?: number;
}

export function createPrismaClient(
  connectionString: string,
  { max = 10, log, connectionTimeoutMillis = 0 }: PrismaOptions = {},
) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max, connectionTimeoutMillis }),
    ...(log && { log }),
  });
}

export type Database = ReturnType<typeof createPrismaClient>;
