/**
 * Work that runs on a schedule, once across every API process (lib/job-queue.ts): one line a
 * task, with its name, its cron schedule (UTC) and its handler; and the queues of work the app
 * asks for. The order outbox's run delivers to the subscribers of orders/outbox-subscribers.ts.
 */
import { env } from './config/env.ts';
import type { QueuedTask, ScheduledTask } from './lib/job-queue.ts';
import { adSendTask, adSendsResumeTask } from './modules/ads/ad-sends.ts';
import { cancelUnansweredOrders } from './modules/confirmation/auto-cancel.ts';
import { getDeskSettings } from './modules/confirmation/desk-settings.ts';
import { ORDER_EVENTS_TASK, deliverOrderEvents } from './modules/orders/index.ts';
import { orderEventSubscribers } from './modules/orders/outbox-subscribers.ts';
import { runMaintenance } from './modules/sessions/sessions.maintenance.ts';
import { refreshSenditStatuses, syncParcelsAndReturns } from './modules/carriers/index.ts';
import { importRecentAdSpend } from './modules/profit/index.ts';
import { logger } from './lib/logger.ts';
import { refitRiskModel } from './modules/risk/index.ts';
import { runWhatsappTimers, whatsappInboxTask, whatsappSendTask } from './modules/whatsapp/index.ts';

export const scheduledTasks: readonly ScheduledTask[] = [
  { name: 'purge-guest-sessions', cron: env.SESSION_PURGE_CRON, run: runMaintenance },
  // Also asked for after each order transaction that recorded events; runs may overlap safely,
  // and one stuck on a dead connection must not hold the others up.
  {
    name: ORDER_EVENTS_TASK,
    cron: '* * * * *',
    run: async () => void (await deliverOrderEvents(orderEventSubscribers)),
    policy: 'short',
  },
  {
    name: 'cancel-unanswered-orders',
    cron: '*/5 * * * *',
    run: async () => void (await cancelUnansweredOrders((await getDeskSettings()).auto_cancel_hours)),
  },
  {
    name: 'sync-carrier-parcels',
    cron: env.CARRIER_SYNC_CRON,
    run: async () => {
      const { checked, moved, unknown, errors } = await syncParcelsAndReturns();
      // Counts and the carriers' own messages only: no credentials reach the log.
      logger.info({ checked, moved: moved.length, unknown: unknown.length, errors }, 'carrier status sync');
    },
  },
  // The ad sends a dead worker left, sent again within a minute (docs/ads.md).
  adSendsResumeTask(),
  {
    // Sendit's status catalog (docs/carriers.md): a code it adds shows up within a day.
    name: 'refresh-sendit-statuses',
    cron: '30 3 * * *',
    run: async () => void logger.info({ refreshed: await refreshSenditStatuses() }, 'sendit statuses'),
  },
  // The platforms keep adjusting recent days: the last 7 are read again every night.
  { name: 'import-ad-spend', cron: env.AD_SPEND_IMPORT_CRON, run: () => importRecentAdSpend() },
  // The risk weights learn from the day's outcomes at night (docs/product.md, "Risk bands").
  { name: 'refit-risk-model', cron: '30 2 * * *', run: async () => void (await refitRiskModel()) },
  { name: 'whatsapp-timers', cron: '*/5 * * * *', run: () => runWhatsappTimers() },
];

export const queuedTasks: readonly QueuedTask<never>[] = [
  adSendTask(),
  whatsappSendTask(),
  whatsappInboxTask(),
];
