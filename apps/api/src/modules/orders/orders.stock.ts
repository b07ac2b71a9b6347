/**
 * Units held by orders, kept in product_sizes.reserved. Every change is a single conditional
 * UPDATE inside the caller's transaction: under Read Committed a concurrent order for the same
 * size waits for the row lock, then re-checks the condition against the committed value, so
 * available stock (quantity - reserved) never goes below zero. Callers take rows sorted by
 * (product_id, size) so that two transactions never wait on each other in a cycle.
 */
import type { Prisma } from '@vigor/db/client';

export type Tx = Prisma.TransactionClient;

export interface HeldUnits {
  product_id: number;
  size: string;
  quantity: number;
}

export function byProductAndSize<T extends { product_id: number; size: string }>(a: T, b: T): number {
  return a.product_id - b.product_id || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0);
}

/**
 * Takes `quantity` units of a size; false when they are not available (or the size row does not
 * exist). With `ignoreStock` (pre-orders) the units are counted without a limit.
 */
export async function takeUnits(tx: Tx, { product_id, size, quantity }: HeldUnits, ignoreStock: boolean) {
  const updated = ignoreStock
    ? await tx.$executeRaw`UPDATE product_sizes SET reserved = reserved + ${quantity}
        WHERE product_id = ${product_id} AND size = ${size}`
    : await tx.$executeRaw`UPDATE product_sizes SET reserved = reserved + ${quantity}
        WHERE product_id = ${product_id} AND size = ${size} AND (quantity IS NULL OR quantity - reserved >= ${quantity})`;
  return updated === 1;
}

/** Gives units back (an order canceled or deleted); a size that no longer exists is skipped. */
export async function freeUnits(tx: Tx, { product_id, size, quantity }: HeldUnits): Promise<void> {
  await tx.$executeRaw`UPDATE product_sizes SET reserved = GREATEST(reserved - ${quantity}, 0)
    WHERE product_id = ${product_id} AND size = ${size}`;
}

/** Units left of a size as committed now; null when not counted, 0 when the size is gone. */
export async function unitsLeft(tx: Tx, productId: number, size: string): Promise<number | null> {
  const row = await tx.productSize.findUnique({
    where: { product_id_size: { product_id: productId, size } },
    select: { quantity: true, reserved: true },
  });
  if (!row) return 0;
  return row.quantity == null ? null : Math.max(0, row.quantity - row.reserved);
}
