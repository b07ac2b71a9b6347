/**
 * Leads kept from the checkout and quick-order forms (docs/product.md "Leads"): the form sends the
 * phone once it is valid and again when a field changes; one open lead per guest session, with the
 * lines of its cart or quick cart. An order from the same session or phone removes it
 * (orders.service.ts).
 */
import type { Prisma } from '@vigor/db/client';
import type { SaveLeadInput } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';

export interface StoredLeadLine {
  product_id: number;
  size: string;
  quantity: number;
}

async function sessionLines(sessionId: string, source: SaveLeadInput['source']): Promise<StoredLeadLine[]> {
  const query = {
    where: { session_id: sessionId },
    select: { product_id: true, size: true, quantity: true },
  };
  return source === 'cart'
    ? prisma.cartItem.findMany({ ...query, orderBy: { id: 'asc' } })
    : prisma.quickCartItem.findMany({ ...query, orderBy: { id: 'asc' } });
}

/**
 * Whether the lead may be kept (order-guard's admitLead): false keeps none; `isNew` when the
 * session has no open lead yet, so this call would make one.
 */
export type LeadAdmission = (isNew: boolean) => Promise<boolean>;

/**
 * Keeps (or replaces) the open lead of the caller's session; 422 when the session has no line to
 * keep. The lead is due `lead_delay_minutes` after this call. A shopper `admit` refuses keeps no
 * lead, not even the one the session had under another phone.
 */
export async function saveLead(
  sessionId: string | undefined,
  input: SaveLeadInput,
  admit: LeadAdmission,
  now = new Date(),
) {
  const lines = sessionId ? await sessionLines(sessionId, input.source) : [];
  if (!sessionId || lines.length === 0) {
    throw new AppError(422, 'There is nothing in your cart to order yet.');
  }
  const open = { session_id: sessionId, status: 'open' };
  const held = await prisma.lead.findFirst({ where: open, select: { id: true } });
  if (!(await admit(held === null))) {
    await prisma.lead.deleteMany({ where: open });
    return;
  }
  const values = {
    phone: input.customer_phone,
    name: input.customer_name || null,
    city: input.customer_city || null,
    address: input.customer_address || null,
    language: input.language ?? 'en',
    lines: JSON.stringify(lines),
  };
  // One statement, so two calls of the same form at once keep one lead.
  await prisma.$executeRaw`
    INSERT INTO leads (session_id, customer_phone, customer_name, customer_city, customer_address, source,
      language, lines, created_at, updated_at)
    VALUES (${sessionId}, ${values.phone}, ${values.name}, ${values.city}, ${values.address}, ${input.source},
      ${values.language}, ${values.lines}::jsonb, ${now}, ${now})
    ON CONFLICT (session_id) WHERE status = 'open' DO UPDATE SET
      customer_phone = EXCLUDED.customer_phone,
      customer_name = COALESCE(EXCLUDED.customer_name, leads.customer_name),
      customer_city = COALESCE(EXCLUDED.customer_city, leads.customer_city),
      customer_address = COALESCE(EXCLUDED.customer_address, leads.customer_address),
      source = EXCLUDED.source, language = EXCLUDED.language, lines = EXCLUDED.lines,
      updated_at = EXCLUDED.updated_at`;
}

/** The stored lines of a lead as written by saveLead. */
export function storedLines(lines: Prisma.JsonValue): StoredLeadLine[] {
  return Array.isArray(lines) ? (lines as unknown as StoredLeadLine[]) : [];
}
