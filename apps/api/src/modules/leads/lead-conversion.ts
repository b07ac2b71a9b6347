/** A lead becomes an order on the call, in one action (docs/product.md "Leads"). */
import type { ConvertLeadInput, Lang } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { phoneBlockReason } from '../order-guard/index.ts';
import { placeOrder, transitionOrder, type StaffActor } from '../orders/index.ts';
import { takeLead } from './lead-claims.ts';
import { recordLeadEvent } from './lead-events.ts';

/**
 * The order made from a lead after the call, in one action: the lines as the agent set them,
 * under the same stock checks as any order (409 `invalid_items` when short; the lead stays open),
 * placed Confirmed (the customer said yes on the call) with a `lead_converted` order event, in
 * the lead's language. Staff are not held to the shoppers' order limits, but a phone on the
 * blocklist (the lead's or the one typed) is refused with 409 and the blocklist's reason.
 */
export async function convertLead(
  id: number,
  staff: StaffActor,
  input: ConvertLeadInput,
  now = new Date(),
): Promise<{ order_id: number }> {
  const lead = await orNotFound(
    'Lead',
    prisma.lead.findUnique({
      where: { id },
      select: { customer_phone: true, source: true, language: true, session_id: true },
    }),
  );
  const { items, ...fields } = input;
  for (const phone of new Set([lead.customer_phone, fields.customer_phone])) {
    const reason = await phoneBlockReason(phone);
    if (reason !== null) {
      throw AppError.conflict(`${phone} is on the blocklist (${reason}): no order can be placed for it.`, {
        blocked: true,
      });
    }
  }
  // The order speaks the language of the page the shopper typed on (the desk calls and writes in it).
  const customer = { ...fields, language: lead.language as Lang };
  const result = await placeOrder(customer, {
    source: 'lead',
    sessionId: null,
    // The shopper's session's attribution, with its last known address and browser.
    attribution: lead.session_id ? { sessionId: lead.session_id, ip: null, userAgent: null } : undefined,
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
