/**
 * Units held by orders, kept in product_sizes.reserved. Every change is a single conditional
 * UPDATE inside the caller's transaction: under Read Committed a concurrent order for the same
 * size waits for the row lock, then re-checks the condition against the committed value, so
 * available stock (quantity - reserved) never goes below zero. Callers take rows sorted by
 * (product_id, size) so that two transactions never wait on each other in a cycle.
 *
 * Whatever takes or frees units first locks the products it touches FOR SHARE (lockProducts, or
 * the order's own product query), and a catalog edit locks its product FOR UPDATE: orders do not
 * wait on each other for the product, but an edit (sizes added, removed or restocked, status
 * changed, product deleted) waits for the orders in flight and they wait for it. So an edit's
 * count of the units that orders hold is never missing an order that is being placed or canceled.
 */
import { Prisma } from '@vigor/db/client';
import type { ProductStatus } from '@vigor/shared';
import type { Tx } from './prisma.ts';

export type { Tx };

export interface HeldUnits {
  product_id: number;
  size: string;
  quantity: number;
}

export function byProductAndSize<T extends { product_id: number; size: string }>(a: T, b: T): number {
  return a.product_id - b.product_id || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0);
}

export interface LockedProduct {
  id: number;
  status: ProductStatus;
}

/**
 * Locks products FOR SHARE in id order (see above) and returns their status. The locked rows are
 * their latest version, but other tables read in the same statement are not: read sizes in a
 * later statement (takeUnits does).
 */
export async function lockProducts(tx: Tx, ids: number[]): Promise<LockedProduct[]> {
  if (!ids.length) return [];
  return tx.$queryRaw<LockedProduct[]>`
    SELECT p.id, p.status::text AS status
    FROM products p WHERE p.id IN (${Prisma.join([...new Set(ids)])}) ORDER BY p.id FOR SHARE`;
}

/**
 * What taking units found: `taken`; `short` (the size is counted but lacks the units);
 * `no_size` (the product counts other sizes, not this one); `uncounted` (the product counts no
 * size at all: its default sizes have no limit).
 */
export type Take = 'taken' | 'short' | 'no_size' | 'uncounted';

/**
 * Takes `quantity` units of a size in one statement, and says why when it did not. With
 * `ignoreStock` (pre-orders) the units are counted without a limit. Call it with the product
 * locked (lockProducts) so that the sizes it sees cannot change before the commit.
 */
export async function takeUnits(
  tx: Tx,
  { product_id, size, quantity }: HeldUnits,
  ignoreStock: boolean,
): Promise<Take> {
  const limit = ignoreStock
    ? Prisma.sql`TRUE`
    : Prisma.sql`(quantity IS NULL OR quantity - reserved >= ${quantity})`;
  const [row] = await tx.$queryRaw<{ taken: boolean; size_counted: boolean; counted: boolean }[]>`
    WITH taken AS (
      UPDATE product_sizes SET reserved = reserved + ${quantity}
      WHERE product_id = ${product_id} AND size = ${size} AND ${limit} RETURNING 1)
    SELECT EXISTS (SELECT 1 FROM taken) AS taken,
      EXISTS (SELECT 1 FROM product_sizes WHERE product_id = ${product_id} AND size = ${size}) AS size_counted,
      EXISTS (SELECT 1 FROM product_sizes WHERE product_id = ${product_id}) AS counted`;
  if (row!.taken) return 'taken';
  if (row!.size_counted) return 'short';
  return row!.counted ? 'no_size' : 'uncounted';
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
