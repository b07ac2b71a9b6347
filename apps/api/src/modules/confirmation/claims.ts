/**
 * Two agents never work the same order: opening an order claims it for CLAIM_MINUTES. A claim is
 * one row per order; taking it is a single upsert that succeeds only when the row is free, the
 * caller's own, or expired, so two agents racing for an order cannot both win.
 */
import type { Claim } from '@vigor/shared';
import { CLAIM_MINUTES, isEditable } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import type { Tx } from '../../lib/stock.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { orderReads } from '../orders/index.ts';

async function claimOf(db: Tx | typeof prisma, orderId: number, now: Date): Promise<Claim | null> {
  const row = await db.orderClaim.findUnique({
    where: { order_id: orderId },
    select: { staff_user_id: true, expires_at: true, staff_user: { select: { nom: true } } },
  });
  if (!row || row.expires_at <= now) return null;
  return { staff_id: row.staff_user_id, staff_name: row.staff_user.nom, until: row.expires_at.toISOString() };
}

function heldBy(claim: Claim): AppError {
  return AppError.conflict(`${claim.staff_name} is working on this order.`, { claim });
}

/**
 * Claims (or extends the caller's claim on) an order; 409 with the holder when another agent has
 * it, 409 when the order can no longer be changed.
 */
export async function claimOrder(orderId: number, staffId: number, now = new Date()): Promise<Claim> {
  const { status } = await orNotFound(
    'Order',
    orderReads().order.findUnique({ where: { id: orderId }, select: { status: true } }),
  );
  // Only an order the desk may still change is worth holding (a canceled one is done).
  if (!isEditable(status)) throw AppError.conflict(`A ${status} order cannot be claimed.`);
  const expires = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
  const taken = await prisma.$executeRaw`
    INSERT INTO order_claims (order_id, staff_user_id, expires_at) VALUES (${orderId}, ${staffId}, ${expires})
    ON CONFLICT (order_id) DO UPDATE SET staff_user_id = EXCLUDED.staff_user_id, expires_at = EXCLUDED.expires_at
    WHERE order_claims.staff_user_id = ${staffId} OR order_claims.expires_at <= ${now}`;
  const claim = await claimOf(prisma, orderId, now);
  if (taken && claim) return claim;
  if (claim) throw heldBy(claim);
  // The holder let go between the two statements: try again.
  return claimOrder(orderId, staffId, now);
}

/** Lets go of the caller's own claim; another agent's claim stays. */
export async function releaseClaim(orderId: number, staffId: number): Promise<void> {
  await prisma.orderClaim.deleteMany({ where: { order_id: orderId, staff_user_id: staffId } });
}

/**
 * Inside a change to the order: 409 when another agent holds it. The caller's own claim ends with
 * an outcome (`release`), since the order leaves the queue or waits for its next call.
 */
export async function assertNotHeldByOther(
  tx: Tx,
  orderId: number,
  staffId: number,
  now: Date,
  release = false,
): Promise<void> {
  const claim = await claimOf(tx, orderId, now);
  if (claim && claim.staff_id !== staffId) throw heldBy(claim);
  if (release) await tx.orderClaim.deleteMany({ where: { order_id: orderId, staff_user_id: staffId } });
}
