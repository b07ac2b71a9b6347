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
import { enqueue, runSoon, type QueuedTask, type ScheduledTask } from '../../lib/job-queue.ts';
import { toNullableNumber, toNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';
import type { Tx } from '../../lib/stock.ts';
import { orderReads, type OutboxEvent } from '../orders/index.ts';
import { redactSecrets } from '../../lib/redact-secrets.ts';
import { adAnswer, type AdAnswer } from './ad-answers.ts';
import { adRequest, type AdEventFacts, type AdRequest } from './ad-requests.ts';
import { adConfig, type PlatformAccount } from './ad-settings.ts';

const AD_SEND_QUEUE = 'ad-send';
/** A platform's answer slower than this counts as a failure (and is tried again). */
const SEND_TIMEOUT_MS = 10_000;
/**
 * How long a send holds its rows: twice the answer's timeout, counted again just before the
 * request (reading a big batch's orders takes its own time).
 */
const CLAIM_SECONDS = 20;
/** The sweep of dead sends (resumeDeadSends) runs this often: a claim plus one interval is under a minute. */
export const AD_SENDS_RESUME_SECONDS = 30;
/** Meta and TikTok take up to 1,000 events in one request (docs/ads.md). */
const AD_BATCH_SIZE = 1000;
const MAX_REASON_LENGTH = 500;

async function loadOrder(db: Tx, orderId: number) {
  const order = await orderReads(db).order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      status: true,
      created_at: true,
      customer_name: true,
      customer_phone: true,
      customer_city: true,
      total_amount: true,
      delivery_fee: true,
      payout_id: true,
      cash_collected: true,
      ad_event_id: true,
      attribution: {
        select: { fbc: true, fbp: true, ttclid: true, ttp: true, client_ip: true, user_agent: true },
      },
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

/**
 * The value an event reports: for a Purchase at delivery the cash the order brings
 * (`deliveredCash`, the money module's one definition: a payout's settled amount, else the cash to
 * collect); otherwise the goods.
 */
function eventValue(order: LoadedOrder, event: AdEvent): number {
  if (event === 'purchase' && order.status === 'delivered') {
    return deliveredCash({
      total_amount: toNumber(order.total_amount),
      delivery_fee: toNumber(order.delivery_fee),
      settled_cash: order.payout_id != null ? toNullableNumber(order.cash_collected) : null,
    });
  }
  return toNumber(order.total_amount);
}

function facts(order: LoadedOrder, row: { event: string; event_id: string; event_time: Date }): AdEventFacts {
  const event = row.event as AdEvent;
  const shopUrl = env.PUBLIC_ORIGIN ?? 'http://localhost';
  const { session, attribution } = order;
  return {
    event,
    eventId: row.event_id,
    eventTime: row.event_time,
    orderId: order.id,
    phone: order.customer_phone,
    name: order.customer_name,
    city: order.customer_city,
    value: eventValue(order, event),
    contents: order.items.map((i) => ({
      productId: i.product_id,
      quantity: i.quantity,
      price: toNumber(i.price),
    })),
    // The address and browser of the moment the order was placed (orders placed before the
    // store kept them: the session's last known).
    browser: session && {
      ip: attribution?.client_ip ?? session.ip_address,
      userAgent: attribution?.user_agent ?? session.user_agent,
      pageUrl: `${shopUrl}${session.current_page ?? '/'}`,
    },
    clickIds: {
      fbc: attribution?.fbc ?? null,
      fbp: attribution?.fbp ?? null,
      ttclid: attribution?.ttclid ?? null,
      ttp: attribution?.ttp ?? null,
    },
    shopUrl: `${shopUrl}/`,
  };
}

/** Posts one request and reads the platform's answer (ad-answers.ts). */
export async function post(platform: AdPlatform, request: AdRequest): Promise<AdAnswer> {
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
  return adAnswer[platform](res.status, body);
}

/** A row's end (or its wait for a retry): the claim is given back either way. */
async function settle(ids: number[], status: AdSendStatus, reason: string | null) {
  if (!ids.length) return;
  await prisma.adSend.updateMany({
    where: { id: { in: ids } },
    data: {
      status,
      reason: reason?.slice(0, MAX_REASON_LENGTH) ?? null,
      claimed_until: null,
      attempts: { increment: 1 },
    },
  });
}

const release = (ids: number[]) =>
  prisma.adSend.updateMany({ where: { id: { in: ids } }, data: { claimed_until: null } });

/**
 * Claims pending rows for one send: `own` (the job's row) when no live send holds it, and up to
 * AD_BATCH_SIZE − 1 rows of its platform that wait for their first try (many events waiting go in
 * one request). Answers null when `own` is not free: sent already, or held by a send under way.
 */
async function claimBatch(own: number): Promise<{ platform: AdPlatform; ids: number[] } | null> {
  const claimed = await prisma.$queryRaw<{ platform: AdPlatform }[]>`
    UPDATE ad_sends SET claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    WHERE id = ${own} AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())
    RETURNING platform`;
  const platform = claimed[0]?.platform;
  if (!platform) return null;
  const others = await prisma.$queryRaw<{ id: number }[]>`
    UPDATE ad_sends SET claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    WHERE id IN (SELECT id FROM ad_sends
      WHERE status = 'pending' AND platform = ${platform} AND id <> ${own} AND attempts = 0 AND claimed_until IS NULL
      ORDER BY id LIMIT ${AD_BATCH_SIZE - 1} FOR UPDATE SKIP LOCKED)
    RETURNING id`;
  return { platform, ids: [own, ...others.map((o) => o.id)] };
}

/** The rows of one claim whose event is still due, the others skipped with their reason. */
async function dueRows(ids: number[], account: PlatformAccount | null) {
  const rows = await prisma.adSend.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
  const due: { id: number; facts: AdEventFacts }[] = [];
  for (const row of rows) {
    const order = await loadOrder(prisma, row.order_id);
    const skip: AdSkipReason | null = !order
      ? 'canceled'
      : account
        ? adSkipReason(row.event as AdEvent, order.rules, row.event_time, new Date())
        : 'not_configured';
    if (skip || !order) {
      await prisma.adSend.update({
        where: { id: row.id },
        data: { status: 'skipped', reason: skip, claimed_until: null },
      });
      continue;
    }
    due.push({ id: row.id, facts: facts(order, row) });
  }
  return due;
}

/**
 * Sends claimed rows of one platform in one request and settles them by the answer. `own` is the
 * row whose job runs (null: the sweep): on a passing failure its job tries again later (it
 * throws), the other rows are given back to their own jobs. A batch refused as a whole is split:
 * each row goes alone, so one bad event never fails the others.
 */
async function sendClaimed(
  platform: AdPlatform,
  ids: number[],
  own: number | null,
  attempt: { last: boolean },
): Promise<void> {
  const account = (await adConfig())[platform];
  const due = await dueRows(ids, account);
  if (!due.length || !account) return;
  const dueIds = due.map((d) => d.id);
  await prisma.adSend.updateMany({
    where: { id: { in: dueIds } },
    data: { claimed_until: new Date(Date.now() + CLAIM_SECONDS * 1000) },
  });
  const answer = await post(
    platform,
    adRequest[platform](
      account,
      due.map((d) => d.facts),
    ),
  );
  if (answer.ok) {
    const refused = new Map(answer.refused.map((r) => [due[r.index]?.id, r.reason]));
    for (const [id, reason] of refused)
      if (id !== undefined) await settle([id], 'failed', redact(reason, account));
    await settle(
      dueIds.filter((id) => !refused.has(id)),
      'sent',
      answer.note && redact(answer.note, account),
    );
    return;
  }
  // The token is a secret: never kept in a message, whatever (or however much) the platform echoes.
  const error = redact(answer.error, account);
  const others = dueIds.filter((id) => id !== own);
  if (!answer.retry && dueIds.length > 1) {
    // A job sends its own row again and gives the others back; the sweep keeps its claims.
    if (own === null) for (const id of dueIds) await sendClaimed(platform, [id], null, attempt);
    else {
      await release(others);
      if (dueIds.includes(own)) await sendClaimed(platform, [own], own, attempt);
    }
    return;
  }
  if (own === null || !dueIds.includes(own)) {
    // The sweep: a passing failure waits for the rows' own jobs; a refusal is final.
    return answer.retry ? void (await release(dueIds)) : settle(dueIds, 'failed', error);
  }
  await release(others);
  const again = answer.retry && !attempt.last;
  await settle([own], again ? 'pending' : 'failed', error);
  if (again) throw new Error(`${platform} send ${own} failed: ${error}`);
}

const redact = (text: string, account: PlatformAccount) => redactSecrets(text, [account.accessToken]);

/**
 * Sends one pending event, with others of its platform waiting for their first try. The order is
 * read again: one canceled, or an event that waited past 7 days, is skipped instead. A failure
 * the platform may get over throws, for the queue to try again later; after the last attempt, or
 * a refusal, the row keeps the platform's error. A row held by another send under way makes the
 * job try again later too, so a row is never left without a job.
 */
export async function sendAdEvent(id: number, attempt: { last: boolean }): Promise<void> {
  const claim = await claimBatch(id);
  if (!claim) {
    const row = await prisma.adSend.findUnique({ where: { id }, select: { status: true } });
    if (row?.status === 'pending') throw new Error(`ad send ${id} is being sent by another run`);
    return;
  }
  await sendClaimed(claim.platform, claim.ids, id, attempt);
}

/**
 * Rows whose send died with its worker (a claim that passed, docs/ads.md "A worker that dies"):
 * sent again now, a batch per platform, instead of after the queue's 15-minute expiry. Answers how
 * many rows it took.
 */
export async function resumeDeadSends(): Promise<number> {
  let taken = 0;
  for (const platform of AD_PLATFORMS) {
    const rows = await prisma.$queryRaw<{ id: number }[]>`
      UPDATE ad_sends SET claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
      WHERE id IN (SELECT id FROM ad_sends
        WHERE status = 'pending' AND platform = ${platform} AND claimed_until < now()
        ORDER BY id LIMIT ${AD_BATCH_SIZE} FOR UPDATE SKIP LOCKED)
      RETURNING id`;
    if (!rows.length) continue;
    taken += rows.length;
    await sendClaimed(
      platform,
      rows.map((r) => r.id),
      null,
      { last: false },
    );
  }
  return taken;
}

/**
 * The sweep of the sends a dead worker left (docs/ads.md), resumed within a minute: pg-boss's
 * smallest cron step is a minute, so each run asks for the next one AD_SENDS_RESUME_SECONDS later;
 * the schedule starts the chain again if a process dies.
 */
export function adSendsResumeTask(): ScheduledTask {
  const name = 'ad-sends-resume';
  return {
    name,
    cron: '* * * * *',
    run: async () => {
      await resumeDeadSends();
      runSoon(name, AD_SENDS_RESUME_SECONDS);
    },
    policy: 'short',
  };
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
