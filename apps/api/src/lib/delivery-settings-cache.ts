/**
 * The delivery zones, their cities and the free-delivery threshold, read once and kept in this
 * process: every order and every desk edit needs them (three reads), and only an admin changes
 * them. A committed change reaches every process through LISTEN/NOTIFY (a trigger on the three
 * tables, `catalog-changes.ts` listening), and the process that saved forgets its copy at once
 * too, so it never waits for its own notification. docs/decisions/021-delivery-settings-cache.md
 */
import type { DeliverySettings } from '@vigor/shared';
import { readDeliverySettings } from '@vigor/db/delivery-settings';
import { keptRead } from './kept-read.ts';
import { prisma } from './prisma.ts';

const kept = keptRead<DeliverySettings>(() => readDeliverySettings(prisma));

/** Off in tests by default, like the catalog cache; the cache's own tests turn it on. */
export function setDeliverySettingsCacheEnabled(on: boolean): void {
  kept.setEnabled(on);
}

/** Forgets the kept settings. Call after a committed change of zones, cities or shop settings. */
export function invalidateDeliverySettings(): void {
  kept.forget();
}

/** The shop's delivery settings, shared by every caller: read them, never change them. */
export function cachedDeliverySettings(): Promise<DeliverySettings> {
  return kept.get();
}
