import type { Prisma } from '@vigor/db/client';
import { LeadEvent } from '@vigor/shared';
import type { Tx } from '../../lib/prisma.ts';

/** Records what the desk did with a lead, in the caller's transaction; the event is checked first. */
export async function recordLeadEvent(tx: Tx, leadId: number, staffId: number, event: LeadEvent) {
  const { kind, details } = LeadEvent.parse(event);
  await tx.leadEvent.create({ data: { lead_id: leadId, staff_user_id: staffId, kind, details } });
}

/** A lead event as stored, read back through the shared union. */
export function readLeadEvent(row: { kind: string; details: Prisma.JsonValue }): LeadEvent {
  return LeadEvent.parse({ kind: row.kind, details: row.details });
}
