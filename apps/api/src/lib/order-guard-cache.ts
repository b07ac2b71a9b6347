/**
 * The order and lead limits and the blocklist, read once and kept in this process: every shopper's order
 * checks them, and only an admin changes them. A committed change notifies `order_guard_changed`
 * (triggers on shop_settings and blocklist, migration 20261125142430_order_limits_blocklist) and
 * `catalog-changes.ts` forgets this copy; the process that saved forgets it at once.
 */
import type { DeskSettings, OrderLimits } from '@vigor/shared';
import { keptRead } from './kept-read.ts';
import { prisma } from './prisma.ts';

export type LeadLimits = Pick<DeskSettings, 'leads_per_session_per_day' | 'leads_per_address_per_hour'>;

export interface OrderGuard {
  limits: OrderLimits;
  leadLimits: LeadLimits;
  /** Blocklist entry ids by blocked phone (`+212…`) and by blocked IP address. */
  blockedPhones: ReadonlyMap<string, number>;
  blockedIps: ReadonlyMap<string, number>;
}

async function readOrderGuard(): Promise<OrderGuard> {
  const [settings, entries] = await Promise.all([
    prisma.shopSettings.findUniqueOrThrow({
      where: { id: 1 },
      select: {
        units_per_line: true,
        units_per_order: true,
        orders_per_phone_per_day: true,
        orders_per_session_per_day: true,
        orders_per_address_per_hour: true,
        leads_per_session_per_day: true,
        leads_per_address_per_hour: true,
      },
    }),
    prisma.blocklistEntry.findMany({ select: { id: true, phone: true, ip: true } }),
  ]);
  const blockedPhones = new Map<string, number>();
  const blockedIps = new Map<string, number>();
  for (const entry of entries) {
    if (entry.phone) blockedPhones.set(entry.phone, entry.id);
    if (entry.ip) blockedIps.set(entry.ip, entry.id);
  }
  const { leads_per_session_per_day, leads_per_address_per_hour, ...limits } = settings;
  return {
    limits,
    leadLimits: { leads_per_session_per_day, leads_per_address_per_hour },
    blockedPhones,
    blockedIps,
  };
}

const kept = keptRead(readOrderGuard);

export const cachedOrderGuard = (): Promise<OrderGuard> => kept.get();
export const invalidateOrderGuard = (): void => kept.forget();
export const setOrderGuardCacheEnabled = (on: boolean): void => kept.setEnabled(on);
