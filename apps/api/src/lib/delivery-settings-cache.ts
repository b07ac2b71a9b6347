/**
 * The delivery zones, their cities and the free-delivery threshold, read once and kept in this
 * process: every order and every desk edit needs them (three reads), and only an admin changes
 * them. A committed change reaches every process through LISTEN/NOTIFY (a trigger on the three
 * tables, `catalog-changes.ts` listening), and the process that saved forgets its copy at once
 * too, so it never waits for its own notification. docs/decisions/021-delivery-settings-cache.md
 */
import type { DeliverySettings } from '@vigor/shared';
import { readDeliverySettings } from '@vigor/db/delivery-settings';
import { env } from '../config/env.ts';
import { prisma } from './prisma.ts';

/**
 * The read every caller shares until the next change. A read that started before a change is
 * dropped by it (the notification comes after the commit), so what is kept never predates one.
 */
let current: Promise<DeliverySettings> | null = null;
/**
 * Off in tests by default, like the catalog cache: tests write rows behind the services' back and
 * run no listener. The cache's own tests turn it on.
 */
let enabled = env.NODE_ENV !== 'test';

export function setDeliverySettingsCacheEnabled(on: boolean): void {
  enabled = on;
  invalidateDeliverySettings();
}

/** Forgets the kept settings. Call after a committed change of zones, cities or shop settings. */
export function invalidateDeliverySettings(): void {
  current = null;
}

/** The shop's delivery settings, shared by every caller: read them, never change them. */
export function cachedDeliverySettings(): Promise<DeliverySettings> {
  if (!enabled) return readDeliverySettings(prisma);
  if (current) return current;
  const reading = readDeliverySettings(prisma);
  current = reading;
  // A failed read is not kept: the next caller tries again.
  reading.catch(() => {
    if (current === reading) current = null;
  });
  return reading;
}
