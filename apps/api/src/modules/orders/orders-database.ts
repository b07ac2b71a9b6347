/**
 * The orders module's view of the process's one client (lib/prisma.ts): the only place where the
 * order models are in its type (docs/decisions/114-orders-boundary-by-types.md). Other modules
 * read orders through orderReads, which has no write method.
 */
import type { Database, Prisma } from '@vigor/db/client';
import { prisma as client, type Db, type Tx } from '../../lib/prisma.ts';

/** The client with the order models, for this module's own reads and writes. */
export const prisma = client as unknown as Database;

/** A transaction (withOrderTransaction's, or a caller's) with the order models. */
export function orderModels(tx: Tx): Prisma.TransactionClient {
  return tx as unknown as Prisma.TransactionClient;
}

type ReadMethod =
  | 'findMany'
  | 'findFirst'
  | 'findFirstOrThrow'
  | 'findUnique'
  | 'findUniqueOrThrow'
  | 'count'
  | 'aggregate'
  | 'groupBy';
type Reads<Model> = Pick<Model, Extract<keyof Model, ReadMethod>>;

export interface OrderReads {
  order: Reads<Prisma.TransactionClient['order']>;
  orderItem: Reads<Prisma.TransactionClient['orderItem']>;
  orderEvent: Reads<Prisma.TransactionClient['orderEvent']>;
}

/**
 * Orders, their lines and events to read, on the process's client or in the caller's
 * transaction: the model API without its writes (changes go through transitionOrder, editOrder
 * and placeOrder).
 */
export function orderReads(db: Db | Tx = client): OrderReads {
  const full = db as unknown as Prisma.TransactionClient;
  return { order: full.order, orderItem: full.orderItem, orderEvent: full.orderEvent };
}
