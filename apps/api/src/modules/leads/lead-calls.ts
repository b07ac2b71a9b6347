import type { DeskLeadDetail, LeadCallInput } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';
import { deskLead } from './desk-leads.ts';
import { takeLead } from './lead-claims.ts';
import { recordLeadEvent } from './lead-events.ts';

/** No answer (attempt n, the lead stays in the queue) or closed with a reason (it leaves). */
export async function recordLeadCall(
  id: number,
  staffId: number,
  input: LeadCallInput,
  now = new Date(),
): Promise<DeskLeadDetail> {
  await prisma.$transaction(async (tx) => {
    await takeLead(tx, id, staffId, now);
    const release = { claimed_by: null, claim_expires_at: null };
    if (input.outcome === 'no_answer') {
      const { call_attempts } = await tx.lead.update({
        where: { id },
        data: { call_attempts: { increment: 1 }, ...release },
        select: { call_attempts: true },
      });
      await recordLeadEvent(tx, id, staffId, {
        kind: 'call',
        details: { outcome: 'no_answer', attempt: call_attempts },
      });
    } else {
      await tx.lead.update({
        where: { id },
        data: {
          status: 'closed',
          close_reason: input.reason,
          handled_by: staffId,
          handled_at: now,
          ...release,
        },
      });
      await recordLeadEvent(tx, id, staffId, { kind: 'closed', details: { reason: input.reason } });
    }
  });
  return deskLead(id, now);
}
