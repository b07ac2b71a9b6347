/** The blocklist: phones and IP addresses whose orders are refused (docs/product.md "Blocklist"). */
import type { BlockInput, BlocklistEntry } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { cachedOrderGuard, invalidateOrderGuard } from '../../lib/order-guard-cache.ts';
import { prisma } from '../../lib/prisma.ts';
import { clientAddress } from './client-address.ts';

const entrySelect = {
  id: true,
  phone: true,
  ip: true,
  reason: true,
  created_at: true,
  staff: { select: { nom: true } },
  _count: { select: { refusals: true } },
  refusals: { select: { created_at: true }, orderBy: { created_at: 'desc' }, take: 1 },
} as const;

type EntryRow = {
  id: number;
  phone: string | null;
  ip: string | null;
  reason: string;
  created_at: Date;
  staff: { nom: string } | null;
  _count: { refusals: number };
  refusals: { created_at: Date }[];
};

function toEntry(row: EntryRow): BlocklistEntry {
  return {
    id: row.id,
    phone: row.phone,
    ip: row.ip,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    created_by: row.staff?.nom ?? null,
    refused_orders: row._count.refusals,
    last_refused_at: row.refusals[0]?.created_at.toISOString() ?? null,
  };
}

/** Every entry, newest first. */
export async function listBlocklist(): Promise<BlocklistEntry[]> {
  const rows = await prisma.blocklistEntry.findMany({ select: entrySelect, orderBy: { id: 'desc' } });
  return rows.map(toEntry);
}

/** Blocks a phone and/or an address; 409 when one of them is already blocked. */
export async function block(input: BlockInput, staffId: number): Promise<BlocklistEntry> {
  const ip = input.ip === undefined ? null : clientAddress(input.ip);
  const taken = await prisma.blocklistEntry.findFirst({
    where: { OR: [...(input.phone ? [{ phone: input.phone }] : []), ...(ip ? [{ ip }] : [])] },
    select: { id: true },
  });
  if (taken)
    throw AppError.conflict('This phone number or address is already blocked.', { entry_id: taken.id });
  const row = await prisma.blocklistEntry.create({
    data: { phone: input.phone ?? null, ip, reason: input.reason, created_by: staffId },
    select: entrySelect,
  });
  invalidateOrderGuard();
  return toEntry(row);
}

/** Unblocks: the entry goes, its refusals stay in blocked_orders. */
export async function unblock(id: number): Promise<void> {
  const { count } = await prisma.blocklistEntry.deleteMany({ where: { id } });
  if (count === 0) throw AppError.notFound('Blocklist entry');
  invalidateOrderGuard();
}

/** The phones of `phones` that are on the blocklist (the desk flags their orders and leads). */
export async function blockedAmong(phones: readonly string[]): Promise<Set<string>> {
  const { blockedPhones } = await cachedOrderGuard();
  return new Set(phones.filter((phone) => blockedPhones.has(phone)));
}

/** Why this phone is blocked, or null when it is not. */
export async function phoneBlockReason(phone: string): Promise<string | null> {
  const entry = await prisma.blocklistEntry.findUnique({ where: { phone }, select: { reason: true } });
  return entry?.reason ?? null;
}
