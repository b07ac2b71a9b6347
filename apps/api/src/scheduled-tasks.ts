/**
 * Work that runs on a schedule, once across every API process (lib/job-queue.ts): one line a
 * task, with its name, its cron schedule (UTC) and its handler; and the queues of work the app
 * asks for.
 */
import { env } from './config/env.ts';
import type { QueuedTask, ScheduledTask } from './lib/job-queue.ts';
import { adSendTask } from './modules/ads/ad-sends.ts';
import { cancelUnansweredOrders } from './modules/confirmation/auto-cancel.ts';
import { getDeskSettings } from './modules/confirmation/desk-settings.ts';
import { runMaintenance } from './modules/sessions/sessions.maintenance.ts';
import { syncCarrierParcels } from './modules/shipping/carrier-sync.ts';
import { logger } from './lib/logger.ts';

export const scheduledTasks: readonly ScheduledTask[] = [
  { name: 'purge-guest-sessions', cron: env.SESSION_PURGE_CRON, run: runMaintenance },
  {
    name: 'cancel-unanswered-orders',
    cron: '*/5 * * * *',
    run: async () => void (await cancelUnansweredOrders((await getDeskSettings()).auto_cancel_hours)),
  },
  {
    name: 'sync-carrier-parcels',
    cron: env.CARRIER_SYNC_CRON,
    run: async () => {
      const { checked, moved, unknown, errors } = await syncCarrierParcels();
      // Counts and the carriers' own messages only: no credentials reach the log.
      logger.info({ checked, moved: moved.length, unknown: unknown.length, errors }, 'carrier status sync');
    },
  },
];

export const queuedTasks: readonly QueuedTask<never>[] = [adSendTask()];
