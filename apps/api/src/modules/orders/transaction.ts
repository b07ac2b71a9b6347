import { invalidateCatalog } from '../../lib/catalog-cache.ts';
import { prisma } from '../../lib/prisma.ts';
import type { Tx } from '../../lib/stock.ts';
import { requestOrderEventDelivery } from './outbox.ts';

/** Waiting for a connection and for row locks held by concurrent orders is part of the job. */
export const ORDER_TRANSACTION = { maxWait: 15_000, timeout: 20_000 } as const;

declare const orderTx: unique symbol;
/** A transaction opened by withOrderTransaction: what it changes is followed up after the commit. */
export type OrderTx = Tx & { readonly [orderTx]: true };

interface AfterCommit {
  /** Units held or freed: product pages show units left and sold. */
  catalog: boolean;
  /** Events were recorded: the outbox has something to deliver. */
  events: boolean;
}

const pending = new WeakMap<Tx, AfterCommit>();

/**
 * Runs `work` in one transaction of the order workflow (ORDER_TRANSACTION limits); once it
 * commits, the catalog cache forgets what the changes made stale and the outbox is asked to
 * deliver the new events. Nothing follows a transaction that rolled back.
 */
export async function withOrderTransaction<T>(work: (tx: OrderTx) => Promise<T>): Promise<T> {
  const after: AfterCommit = { catalog: false, events: false };
  const result = await prisma.$transaction(async (tx) => {
    pending.set(tx, after);
    return work(tx as OrderTx);
  }, ORDER_TRANSACTION);
  if (after.catalog) invalidateCatalog();
  if (after.events) requestOrderEventDelivery();
  return result;
}

/** Notes what the transaction changed, for withOrderTransaction to follow up after the commit. */
export function noteChanges(tx: OrderTx, changes: Partial<AfterCommit>): void {
  const after = pending.get(tx);
  if (!after) throw new Error('An order change ran outside withOrderTransaction.');
  after.catalog ||= changes.catalog ?? false;
  after.events ||= changes.events ?? false;
}
