/** A lead becomes an order on the call, in one action (docs/product.md "Leads"). */
import type { ConvertLeadInput } from '@vigor/shared';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { placeOrder, transitionOrder, type StaffActor } from '../orders/index.ts';
import { takeLead } from './lead-claims.ts';
import { recordLeadEvent } from './lead-events.ts';

/**
 * The order made from a lead after the call, in one action: the lines as the agent set them,
 * under the same stock checks as any order (409 `invalid_items` when short; the lead stays open),
 * placed Confirmed (the customer said yes on the call) with a `lead_converted` order event.
 * Staff are not held to the shoppers' order limits.
 */
export async function convertLead(
  id: number,
  staff: StaffActor,
  input: ConvertLeadInput,
  now = new Date(),
): Promise<{ order_id: number }> {
  const lead = await orNotFound(
    'Lead',
    prisma.lead.findUnique({ where: { id }, select: { session_id: true, source: true } }),
  );
  const { items, ...customer } = input;
  const result = await placeOrder(customer, {
    source: 'lead',
    sessionId: null,
    lines: () => Promise.resolve(items.map((item) => ({ ...item, cart_id: 0 }))),
    afterCreate: async (tx, orderId) => {
      await takeLead(tx, id, staff.id, now);
      await transitionOrder(
        {
          orderId,
          to: 'confirmed',
          cause: 'lead',
          staff,
          details: { lead_id: id, source: lead.source },
        },
        tx,
      );
      await tx.lead.update({
        where: { id },
        data: {
          status: 'converted',
          order_id: orderId,
          handled_by: staff.id,
          handled_at: now,
          claimed_by: null,
          claim_expires_at: null,
        },
      });
      await recordLeadEvent(tx, id, staff.id, { kind: 'converted', details: { order_id: orderId } });
    },
  });
  return { order_id: result.body.data.id };
}
