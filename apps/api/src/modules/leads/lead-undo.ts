/**
 * The desk's undo on a lead (docs/product.md "Confirmation desk"): for UNDO_SECONDS the agent who
 * logged a no answer or closed the lead may take it back; the lead is as the call found it, and an
 * `undone` event with the agent says so. A conversion is not undone here: its order is canceled
 * through the order workflow instead.
 */
import type { DeskLeadDetail, UndoOutcomeInput } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import { assertUndoable } from '../../lib/undo-window.ts';
import { deskLead } from './desk-leads.ts';
import { readLeadEvent, recordLeadEvent } from './lead-events.ts';

export async function undoLeadCall(
  id: number,
  staffId: number,
  input: UndoOutcomeInput,
  now = new Date(),
): Promise<DeskLeadDetail> {
  await prisma.$transaction(async (tx) => {
    const [lead] = await tx.$queryRaw<{ session_id: string | null }[]>`
      SELECT session_id FROM leads WHERE id = ${id} FOR UPDATE`;
    if (!lead) throw AppError.notFound('Lead');
    const last = await tx.leadEvent.findFirst({
      where: { lead_id: id },
      orderBy: { id: 'desc' },
      select: { id: true, kind: true, details: true, staff_user_id: true, created_at: true },
    });
    const event = last && readLeadEvent(last);
    const undoable = event?.kind === 'call' || event?.kind === 'closed';
    assertUndoable(last, undoable, input.event_id, staffId, now, 'the last call or closing of this lead');
    // Refused above already: this tells TypeScript which event it is.
    if (event?.kind !== 'call' && event?.kind !== 'closed') return;
    if (event.kind === 'call') {
      await tx.lead.update({ where: { id }, data: { call_attempts: { decrement: 1 } } });
    } else {
      // The shopper may have typed again since: their session's newer lead is the one to call.
      const newer = await tx.lead.count({ where: { session_id: lead.session_id, status: 'open' } });
      if (lead.session_id !== null && newer > 0) {
        throw AppError.conflict('The shopper has typed a newer lead since: call that one.');
      }
      await tx.lead.update({
        where: { id },
        data: { status: 'open', close_reason: null, handled_by: null, handled_at: null },
      });
    }
    await recordLeadEvent(tx, id, staffId, { kind: 'undone', details: { undoes: last.id, of: event.kind } });
  });
  return deskLead(id, now);
}
