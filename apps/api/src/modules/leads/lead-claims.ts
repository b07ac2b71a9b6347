/** Leads are claimed like orders: one agent at a time, for CLAIM_MINUTES. */
import type { Claim } from '@vigor/shared';
import { CLAIM_MINUTES } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma, type Tx } from '../../lib/prisma.ts';
import { claimOf, leadSelect } from './desk-leads.ts';

/**
 * Claims (or extends the caller's claim on) an open lead for CLAIM_MINUTES: one conditional
 * update, so two agents racing cannot both win; 409 with the holder otherwise.
 */
export async function claimLead(id: number, staffId: number, now = new Date()): Promise<Claim> {
  const expires = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
  const taken = await prisma.$executeRaw`
    UPDATE leads SET claimed_by = ${staffId}, claim_expires_at = ${expires}
    WHERE id = ${id} AND status = 'open'
      AND (claimed_by IS NULL OR claimed_by = ${staffId} OR claim_expires_at <= ${now})`;
  const row = await orNotFound('Lead', prisma.lead.findUnique({ where: { id }, select: leadSelect }));
  const claim = claimOf(row, now);
  if (taken && claim) return claim;
  if (row.status !== 'open') throw AppError.conflict(`This lead is already ${row.status}.`);
  throw AppError.conflict(`${claim?.staff_name ?? 'Another agent'} is working on this lead.`, { claim });
}

export async function releaseLeadClaim(id: number, staffId: number): Promise<void> {
  await prisma.lead.updateMany({
    where: { id, claimed_by: staffId },
    data: { claimed_by: null, claim_expires_at: null },
  });
}

/**
 * Locks the lead for a change by `staffId`: 404 unknown, 409 when no longer open or held by
 * another agent. Ends the caller's claim.
 */
export async function takeLead(tx: Tx, id: number, staffId: number, now: Date) {
  const [row] = await tx.$queryRaw<
    { status: string; claimed_by: number | null; claim_expires_at: Date | null }[]
  >`
    SELECT status, claimed_by, claim_expires_at FROM leads WHERE id = ${id} FOR UPDATE`;
  if (!row) throw AppError.notFound('Lead');
  if (row.status !== 'open') throw AppError.conflict(`This lead is already ${row.status}.`);
  if (row.claimed_by && row.claimed_by !== staffId && row.claim_expires_at && row.claim_expires_at > now) {
    throw AppError.conflict('Another agent is working on this lead.');
  }
}
