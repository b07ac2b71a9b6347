/**
 * Leads as the desk sees them (docs/product.md "Leads"): due `lead_delay_minutes` after the
 * shopper last typed, in the queue with the orders until LEAD_EXPIRY_DAYS, with their lines
 * priced now and their phone's orders.
 */
import { Prisma } from '@vigor/db/client';
import type {
  Claim,
  DeskLead,
  DeskLeadDetail,
  LeadLanguage,
  LeadLogEntry,
  LeadSource,
  OrderStatus,
  PhoneSummary,
} from '@vigor/shared';
import {
  DUPLICATE_WINDOW_HOURS,
  FRESH_CALL_MINUTES,
  LEAD_EXPIRY_DAYS,
  MAX_DUPLICATE_LINKS,
  OPEN_STATUSES,
  PHONE_HISTORY_RECENT,
  QUEUE_SIZE,
  effectivePrice,
  linesTotal,
  phoneFlags,
} from '@vigor/shared';
import { toNullableNumber, toNumber } from '../../lib/money.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { blockedAmong } from '../order-guard/index.ts';
import { readLeadEvent } from './lead-events.ts';
import { storedLines } from './leads.service.ts';

export const leadSelect = {
  id: true,
  customer_phone: true,
  customer_name: true,
  customer_city: true,
  customer_address: true,
  source: true,
  language: true,
  lines: true,
  status: true,
  call_attempts: true,
  created_at: true,
  updated_at: true,
  claimed_by: true,
  claim_expires_at: true,
  claimer: { select: { nom: true } },
} satisfies Prisma.LeadSelect;

type LeadRow = Prisma.LeadGetPayload<{ select: typeof leadSelect }>;

const DAY_MS = 24 * 3_600_000;

/** The due leads, in the two parts of the desk's queue. */
export interface DueLeads {
  /** Never called and due within FRESH_CALL_MINUTES: the last due first. */
  fresh: DeskLead[];
  /** The others: the longest waiting first. */
  waiting: DeskLead[];
}

export function claimOf(row: LeadRow, now: Date): Claim | null {
  if (!row.claimed_by || !row.claim_expires_at || row.claim_expires_at <= now) return null;
  return {
    staff_id: row.claimed_by,
    staff_name: row.claimer?.nom ?? '',
    until: row.claim_expires_at.toISOString(),
  };
}

/** Each phone's orders summed up as the desk shows an order's: counts by status, the newest few. */
async function phoneSummaries(phones: string[]): Promise<Map<string, PhoneSummary>> {
  const byPhone = new Map<string, PhoneSummary>(phones.map((p) => [p, { counts: {}, recent: [] }]));
  if (!phones.length) return byPhone;
  const list = Prisma.join([...byPhone.keys()]);
  const [counts, recent] = await Promise.all([
    prisma.$queryRaw<{ phone: string; status: OrderStatus; n: number }[]>`
      SELECT customer_phone AS phone, status::text AS status, count(*)::int AS n FROM orders
      WHERE customer_phone IN (${list}) GROUP BY 1, 2`,
    prisma.$queryRaw<{ phone: string; id: number; status: OrderStatus; created_at: Date }[]>`
      SELECT p.phone, r.id, r.status::text AS status, r.created_at FROM unnest(ARRAY[${list}]) AS p(phone)
      CROSS JOIN LATERAL (SELECT o.id, o.status, o.created_at FROM orders o WHERE o.customer_phone = p.phone
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${PHONE_HISTORY_RECENT}) r
      ORDER BY p.phone, r.created_at DESC, r.id DESC`,
  ]);
  for (const row of counts) byPhone.get(row.phone)!.counts[row.status] = row.n;
  for (const row of recent) {
    byPhone
      .get(row.phone)!
      .recent.push({ id: row.id, status: row.status, created_at: row.created_at.toISOString() });
  }
  return byPhone;
}

/**
 * A lead's flags: any order of its phone makes it a repeat; its open orders near it are
 * duplicates; the blocklist marks it.
 */
function leadFlags(summary: PhoneSummary, typedAt: Date, blocked: boolean) {
  const window = DUPLICATE_WINDOW_HOURS * 3_600_000;
  const duplicates = summary.recent
    .filter(
      (o) =>
        (OPEN_STATUSES as readonly string[]).includes(o.status) &&
        Math.abs(Date.parse(o.created_at) - typedAt.getTime()) <= window,
    )
    .map((o) => o.id)
    .slice(0, MAX_DUPLICATE_LINKS);
  return phoneFlags(summary.counts, summary.recent.length > 0, duplicates, blocked);
}

/** Leads with their lines priced from the database now, and their phone's orders. */
async function toDeskLeads(rows: LeadRow[], now: Date): Promise<DeskLead[]> {
  const productIds = [...new Set(rows.flatMap((r) => storedLines(r.lines).map((l) => l.product_id)))];
  const [products, byPhone, blocked] = await Promise.all([
    prisma.product.findMany({
      where: { id: { in: productIds } },
      select: { id: true, name: true, price: true, prix_reduction: true },
    }),
    phoneSummaries(rows.map((r) => r.customer_phone)),
    blockedAmong(rows.map((r) => r.customer_phone)),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  return rows.map((row) => {
    const lines = storedLines(row.lines).map((line) => {
      const product = productById.get(line.product_id);
      return {
        ...line,
        product_name: product?.name ?? 'Product no longer sold',
        price: product
          ? effectivePrice({
              price: toNumber(product.price),
              prix_reduction: toNullableNumber(product.prix_reduction),
            })
          : null,
      };
    });
    const phone = byPhone.get(row.customer_phone)!;
    return {
      kind: 'lead',
      id: row.id,
      customer_phone: row.customer_phone,
      customer_name: row.customer_name,
      customer_city: row.customer_city,
      customer_address: row.customer_address,
      source: row.source as LeadSource,
      language: row.language as LeadLanguage,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      call_attempts: row.call_attempts,
      claim: claimOf(row, now),
      lines,
      total_amount: linesTotal(
        lines.flatMap((l) => (l.price === null ? [] : [{ unitPrice: l.price, quantity: l.quantity }])),
      ),
      phone_summary: phone,
      flags: leadFlags(phone, row.updated_at, blocked.has(row.customer_phone)),
    };
  });
}

/**
 * Open leads whose delay has passed since the shopper last typed, and not older than
 * LEAD_EXPIRY_DAYS: fresh (never called, due within FRESH_CALL_MINUTES) the last due first, the
 * others the longest waiting first; at most QUEUE_SIZE of each. The leads' time stamps are read against `leadNow`, the
 * leads' clock (lib/clock.ts); their claims against `now`, as the orders'.
 */
export async function dueLeads(now = new Date(), leadNow = now): Promise<DueLeads> {
  const { lead_delay_minutes } = await prisma.shopSettings.findUniqueOrThrow({
    where: { id: 1 },
    select: { lead_delay_minutes: true },
  });
  const delayMs = lead_delay_minutes * 60_000;
  const due = {
    status: 'open',
    updated_at: {
      lte: new Date(leadNow.getTime() - delayMs),
      gt: new Date(leadNow.getTime() - LEAD_EXPIRY_DAYS * DAY_MS),
    },
  } satisfies Prisma.LeadWhereInput;
  const fresh = {
    call_attempts: 0,
    updated_at: { gt: new Date(leadNow.getTime() - delayMs - FRESH_CALL_MINUTES * 60_000) },
  } satisfies Prisma.LeadWhereInput;
  const [freshRows, waitingRows] = await Promise.all([
    prisma.lead.findMany({
      where: { AND: [due, fresh] },
      orderBy: [{ updated_at: 'desc' }, { id: 'desc' }],
      take: QUEUE_SIZE,
      select: leadSelect,
    }),
    prisma.lead.findMany({
      where: { AND: [due, { NOT: fresh }] },
      orderBy: [{ updated_at: 'asc' }, { id: 'asc' }],
      take: QUEUE_SIZE,
      select: leadSelect,
    }),
  ]);
  const leads = await toDeskLeads([...freshRows, ...waitingRows], now);
  return { fresh: leads.slice(0, freshRows.length), waiting: leads.slice(freshRows.length) };
}

/** One lead with its log, oldest entry first. */
export async function deskLead(id: number, now = new Date()): Promise<DeskLeadDetail> {
  const row = await orNotFound('Lead', prisma.lead.findUnique({ where: { id }, select: leadSelect }));
  const [[lead], events] = await Promise.all([
    toDeskLeads([row], now),
    prisma.leadEvent.findMany({
      where: { lead_id: id },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        kind: true,
        details: true,
        created_at: true,
        staff_user: { select: { nom: true } },
      },
    }),
  ]);
  const log: LeadLogEntry[] = events.map((e) => ({
    id: e.id,
    ...readLeadEvent(e),
    staff_name: e.staff_user?.nom ?? null,
    created_at: e.created_at.toISOString(),
  }));
  return { ...lead!, status: row.status as DeskLeadDetail['status'], log };
}
