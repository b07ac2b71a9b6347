/**
 * Server events for the ad platforms (docs/ads.md). The order outbox hands each order event to
 * reportOrderEvent; a placement or a move to the purchase status is recorded as one `ad_sends`
 * row a configured platform (skipped rows say why), and each pending row is sent by a job of the
 * PostgreSQL queue, retried with backoff while the platform fails: a platform that is down delays
 * events, never loses them, and never slows an order or a confirmation.
 */
import type {
  AdEvent,
  AdPlatform,
  AdSendsReport,
  AdSendStatus,
  AdSkipReason,
  AdTrigger,
} from '@vigor/shared';
import {
  AD_EVENT_MAX_AGE_DAYS,
  AD_PLATFORMS,
  AD_SEND_STATUSES,
  AD_SENDS_SHOWN,
  adEventFor,
  adEventIdOf,
  deliveredCash,
  adSkipReason,
  adTriggerOf,
} from '@vigor/shared';
import { env } from '../../config/env.ts';
import { enqueue, type QueuedTask } from '../../lib/job-queue.ts';
import { toNullableNumber, toNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';
import type { Tx } from '../../lib/stock.ts';
import { orderReads, type OutboxEvent } from '../orders/index.ts';
import { adRequest, type AdEventFacts } from './ad-requests.ts';
import { adConfig } from './ad-settings.ts';

const AD_SEND_QUEUE = 'ad-send';
/** A platform's answer slower than this counts as a failure (and is tried again). */
const SEND_TIMEOUT_MS = 10_000;
const MAX_REASON_LENGTH = 500;

async function loadOrder(db: Tx, orderId: number) {
  const order = await orderReads(db).order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      status: true,
      created_at: true,
      customer_phone: true,
      customer_city: true,
      total_amount: true,
      delivery_fee: true,
      payout_id: true,
      cash_collected: true,
      ad_event_id: true,
      items: { select: { product_id: true, quantity: true, price: true }, orderBy: { id: 'asc' } },
      session: { select: { ip_address: true, user_agent: true, current_page: true } },
    },
  });
  if (!order) return null;
  const [phoneOrders, blocked] = await Promise.all([
    orderReads(db).order.findMany({
      where: { customer_phone: order.customer_phone, id: { not: order.id } },
      select: { id: true, status: true, created_at: true },
    }),
    // A phone blocked after the order was placed (the blocklist, docs/product.md).
    db.blocklistEntry.count({ where: { phone: order.customer_phone } }),
  ]);
  return {
    ...order,
    rules: {
      id: order.id,
      status: order.status,
      created_at: order.created_at.toISOString(),
      phone_orders: phoneOrders.map((o) => ({ ...o, created_at: o.created_at.toISOString() })),
      phone_blocked: blocked > 0,
    },
  };
}

type LoadedOrder = NonNullable<Awaited<ReturnType<typeof loadOrder>>>;

/**
 * The ads' subscriber to the order outbox (orders/outbox.ts): reports a placed order and each
 * move to another status, at the time the event was recorded.
 */
export async function reportOrderEvent(event: OutboxEvent, tx: Tx): Promise<void> {
  const trigger = adTriggerOf(event.payload);
  if (trigger) await reportOrderChange(tx, event.orderId, trigger, event.createdAt);
}

/**
 * Records what this change of an order reports to each configured platform, and queues the
 * sends, all in the outbox's delivery transaction `tx`: the rows and their jobs exist exactly
 * when the delivery is recorded. Safe to repeat anyway: a row exists once per order, platform and
 * event, so a Purchase is never reported twice, and a repeat only queues again a send still
 * pending.
 */
async function reportOrderChange(
  tx: Tx,
  orderId: number,
  trigger: AdTrigger,
  eventTime: Date,
): Promise<void> {
  const config = await adConfig(tx);
  const event = adEventFor(trigger, config.purchaseOn);
  const platforms = AD_PLATFORMS.filter((platform) => config[platform]);
  if (!event || !platforms.length) return;
  const order = await loadOrder(tx, orderId);
  if (!order) return;
  const skip = adSkipReason(event, order.rules, eventTime);
  await tx.adSend.createMany({
    data: platforms.map((platform) => ({
      order_id: orderId,
      platform,
      event,
      event_id: adEventIdOf(order),
      event_time: eventTime,
      status: skip ? 'skipped' : 'pending',
      reason: skip,
    })),
    skipDuplicates: true,
  });
  const pending = await tx.adSend.findMany({
    where: { order_id: orderId, event, status: 'pending' },
    select: { id: true },
  });
  for (const row of pending) await enqueue(AD_SEND_QUEUE, { id: row.id }, String(row.id), tx);
}

function facts(order: LoadedOrder, event: AdEvent, eventId: string, eventTime: Date): AdEventFacts {
  const shopUrl = env.PUBLIC_ORIGIN ?? 'http://localhost';
  const session = order.session;
  return {
    event,
    eventId,
    eventTime,
    phone: order.customer_phone,
    city: order.customer_city,
    // A Purchase at delivery is worth the cash collected (docs/ads.md); before it, the goods.
    value:
      event === 'purchase' && order.status === 'delivered'
        ? deliveredCash({
            total_amount: toNumber(order.total_amount),
            delivery_fee: toNumber(order.delivery_fee),
            settled_cash: order.payout_id != null ? toNullableNumber(order.cash_collected) : null,
          })
        : toNumber(order.total_amount),
    contents: order.items.map((i) => ({
      productId: i.product_id,
      quantity: i.quantity,
      price: toNumber(i.price),
    })),
    browser: session && {
      ip: session.ip_address,
      userAgent: session.user_agent,
      pageUrl: `${shopUrl}${session.current_page ?? '/'}`,
    },
    shopUrl: `${shopUrl}/`,
  };
}

type SendOutcome = { ok: true } | { ok: false; error: string; retry: boolean };

/** The platform's own words for a refusal (Meta: error.message; TikTok: code and message). */
function platformError(status: number, body: unknown): string {
  const answer = body as { error?: { message?: unknown }; code?: unknown; message?: unknown } | null;
  if (typeof answer?.error?.message === 'string') return `HTTP ${status}: ${answer.error.message}`;
  if (typeof answer?.message === 'string')
    return `HTTP ${status}: code ${String(answer.code)} ${answer.message}`;
  return `HTTP ${status}`;
}

async function post(
  platform: AdPlatform,
  request: ReturnType<(typeof adRequest)[AdPlatform]>,
): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, error: `not reached: ${(error as Error).message}`, retry: true };
  }
  const body: unknown = await res.json().catch(() => null);
  // TikTok answers refusals with HTTP 200 and a code other than 0.
  const refused = platform === 'tiktok' && (body as { code?: unknown } | null)?.code !== 0;
  if (res.ok && !refused) return { ok: true };
  // The platform's trouble (5xx, too many requests) passes; a refusal of the event does not.
  return {
    ok: false,
    error: platformError(res.status, body),
    retry: res.status >= 500 || res.status === 429,
  };
}

async function settle(id: number, status: AdSendStatus, reason: string | null) {
  await prisma.adSend.update({
    where: { id },
    data: { status, reason: reason?.slice(0, MAX_REASON_LENGTH) ?? null, attempts: { increment: 1 } },
  });
}

/**
 * Sends one pending event. The order is read again: one canceled, or an event that waited past
 * 7 days, is skipped instead. A failure the platform may get over throws, for the queue to try
 * again later; after the last attempt, or a refusal, the row keeps the platform's error.
 */
export async function sendAdEvent(id: number, attempt: { last: boolean }): Promise<void> {
  const row = await prisma.adSend.findUnique({ where: { id } });
  if (!row || row.status !== 'pending') return;
  const platform = row.platform as AdPlatform;
  const account = (await adConfig())[platform];
  const order = await loadOrder(prisma, row.order_id);
  if (!order) return;
  const skip: AdSkipReason | null = account
    ? adSkipReason(row.event as AdEvent, order.rules, row.event_time, new Date())
    : 'not_configured';
  if (skip || !account) {
    await prisma.adSend.update({ where: { id }, data: { status: 'skipped', reason: skip } });
    return;
  }
  const outcome = await post(
    platform,
    adRequest[platform](account, facts(order, row.event as AdEvent, row.event_id, row.event_time)),
  );
  if (outcome.ok) return settle(id, 'sent', null);
  // The token is a secret: never kept in a message, whatever the platform echoes back.
  const error = outcome.error.replaceAll(account.accessToken, '[token]');
  await settle(id, outcome.retry && !attempt.last ? 'pending' : 'failed', error);
  if (outcome.retry && !attempt.last) throw new Error(`${platform} send ${id} failed: ${error}`);
}

/**
 * The queue's task. Retries start 30 s apart and double: 12 of them span about a day and a half,
 * well within the 7 days an event stays worth sending.
 */
export function adSendTask(): QueuedTask<{ id: number }> {
  return {
    name: AD_SEND_QUEUE,
    retryLimit: 12,
    retryDelaySeconds: 30,
    pollingSeconds: 1,
    run: (data, attempt) => sendAdEvent(data.id, attempt),
  };
}

/** The last sends, newest first, and how many of the last 7 days' ended in each status. */
export async function adSendsReport(now = new Date()): Promise<AdSendsReport> {
  const since = new Date(now.getTime() - AD_EVENT_MAX_AGE_DAYS * 24 * 3_600_000);
  const [recent, counts] = await Promise.all([
    prisma.adSend.findMany({ orderBy: { id: 'desc' }, take: AD_SENDS_SHOWN }),
    prisma.adSend.groupBy({ by: ['status'], where: { created_at: { gte: since } }, _count: { _all: true } }),
  ]);
  const last7Days = Object.fromEntries(AD_SEND_STATUSES.map((s) => [s, 0])) as Record<AdSendStatus, number>;
  for (const c of counts) last7Days[c.status as AdSendStatus] = c._count._all;
  return {
    recent: recent.map((r) => ({
      id: r.id,
      order_id: r.order_id,
      platform: r.platform as AdPlatform,
      event: r.event as AdEvent,
      event_id: r.event_id,
      status: r.status as AdSendStatus,
      reason: r.reason,
      attempts: r.attempts,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    })),
    last_7_days: last7Days,
  };
}
