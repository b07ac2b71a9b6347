import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client/client.ts';

export * from './generated/client/client.ts';

export interface PrismaOptions {
  /** Connections in the pool; PostgreSQL's default limit is 100 for the whole server. */
  max?: number;
}

export function createPrismaClient(connectionString: string, { max = 10 }: PrismaOptions = {}) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
}

export type Database = ReturnType<typeof createPrismaClient>;
