/**
 * Keeps this process's caches true to writes committed by any process: database triggers notify
 * the channel `catalog_changed` when a transaction that changed products, sizes or orders commits
 * (prisma/migrations/20261123030000_catalog_change_notify), and `delivery_settings_changed` when
 * one changed the delivery zones, cities or shop settings (20261123170001_delivery_settings_notify),
 * and `order_guard_changed` for the order limits and the blocklist (20261125142430_order_limits_blocklist).
 * This LISTENs on a connection of its own (LISTEN belongs to one session, so not one of the
 * pool's) and forgets what the channel names on each notification. A lost connection is opened
 * again; what was committed meanwhile is covered by forgetting everything once listening again.
 * docs/decisions/030-catalog-invalidation-listen-notify.md, 021-delivery-settings-cache.md
 */
import pg from 'pg';
import { logger } from './logger.ts';
import { invalidateCatalog } from './catalog-cache.ts';
import { invalidateDeliverySettings } from './delivery-settings-cache.ts';
import { invalidateOrderGuard } from './order-guard-cache.ts';

/** Each channel the triggers notify, and what this process forgets on it. */
const CHANNELS: Record<string, () => void> = {
  catalog_changed: invalidateCatalog,
  // Server-rendered pages show the fees, so they go with the settings.
  delivery_settings_changed: () => {
    invalidateDeliverySettings();
    invalidateCatalog();
  },
  order_guard_changed: invalidateOrderGuard,
};
const forgetEverything = () => Object.values(CHANNELS).forEach((forget) => forget());
/** Waits between attempts to connect again, the last one repeated. */
const RETRY_MS = [100, 500, 1_000, 2_000, 5_000];

export interface CatalogListener {
  /** Settles once the first attempt to listen has succeeded or failed (a failure keeps retrying). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function listenForCatalogChanges(databaseUrl: string): CatalogListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped) return;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures++;
    retryTimer = setTimeout(() => void connect(), wait);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: 'vigor catalog listener',
      keepAlive: true,
    });
    next.on('notification', (message) => CHANNELS[message.channel]?.());
    // An error on an open connection is followed by 'end'; the retry starts there.
    next.on('error', (error) => logger.warn({ err: error }, 'catalog listener connection failed'));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      forgetEverything();
      retry();
    });
    try {
      await next.connect();
      await next.query(
        Object.keys(CHANNELS)
          .map((channel) => `LISTEN ${channel};`)
          .join(' '),
      );
    } catch (error) {
      logger.warn({ err: error }, 'catalog listener could not listen; trying again');
      await next.end().catch(() => {});
      retry();
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
    // Notifications sent before LISTEN took effect are not delivered to it.
    forgetEverything();
  }

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const open = client;
      client = null;
      await open?.end();
    },
  };
}
