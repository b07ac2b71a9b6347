/**
 * WhatsApp messages for orders (docs/whatsapp.md). The order outbox hands each placed order to
 * queueConfirmation: an order of the bands the shop chose gets one `whatsapp_sends` row
 * (purpose `confirm`, awaiting a tap) and a job of the PostgreSQL queue in the same transaction;
 * the delivery-day message is queued the same way by the no-answer task (whatsapp-timers.ts).
 * The unique (order, purpose) row means a message is never queued twice; the job is retried on
 * Meta's transient errors and survives a restart. A row says why it was skipped (high band,
 * blocklist, STOP, order already moved).
 */
import type { Lang, WhatsappPurpose } from '@vigor/shared';
import { awaitsConfirmation, cashToCollect, formatPrice, productName } from '@vigor/shared';
import { enqueue, type QueuedTask } from '../../lib/job-queue.ts';
import { toNumber } from '../../lib/money.ts';
import { prisma } from '../../lib/prisma.ts';
import type { Tx } from '../../lib/stock.ts';
import { phoneBlockReason } from '../order-guard/index.ts';
import { orderReads, type OutboxEvent } from '../orders/index.ts';
import { sendOutcome, templateRequest, type OrderMessageFacts } from './whatsapp-requests.ts';
import { templateFor, whatsappConfig } from './whatsapp-settings.ts';

export const WHATSAPP_SEND_QUEUE = 'whatsapp-send';
const SEND_TIMEOUT_MS = 10_000;
const MAX_REASON_LENGTH = 500;

/** The reasons a row records instead of a send. */
const SKIPPED = {
  band: 'High-risk band: the desk calls first',
  blocked: 'Phone on the blocklist',
  stopped: 'The customer asked for no more WhatsApp messages (STOP)',
  moved: 'Order no longer awaiting confirmation',
  unconfigured: 'WhatsApp not configured for this language',
} as const;

/** Why nothing may be sent to this phone now (the blocklist, a STOP), or null. */
async function phoneSkip(db: Tx, phone: string): Promise<string | null> {
  if ((await phoneBlockReason(phone)) !== null) return SKIPPED.blocked;
  return (await db.whatsappOptOut.count({ where: { phone } })) > 0 ? SKIPPED.stopped : null;
}

/**
 * Records a send of `purpose` for the order, skipped with a reason or pending with its job queued
 * in `tx`; nothing when the shop has no template for it. Safe to repeat: the row exists once.
 */
export async function queueWhatsapp(tx: Tx, orderId: number, purpose: WhatsappPurpose): Promise<void> {
  const config = await whatsappConfig(tx);
  const order = await orderReads(tx).order.findUnique({
    where: { id: orderId },
    select: { status: true, customer_phone: true, language: true, risk: { select: { band: true } } },
  });
  if (!order || !templateFor(config, purpose, order.language)) return;
  let skip = await phoneSkip(tx, order.customer_phone);
  if (purpose === 'confirm' && !awaitsConfirmation(order.status)) skip = SKIPPED.moved;
  // An order placed before bands existed is treated as medium.
  else if (purpose === 'confirm' && !(config.bands as string[]).includes(order.risk?.band ?? 'medium'))
    skip = SKIPPED.band;
  const [row] = await tx.$queryRaw<{ id: number; status: string }[]>`
    INSERT INTO whatsapp_sends (order_id, purpose, status, reason, outcome)
    VALUES (${orderId}, ${purpose}, ${skip ? 'skipped' : 'pending'}, ${skip},
      ${!skip && purpose === 'confirm' ? 'awaiting' : null})
    ON CONFLICT (order_id, purpose) DO NOTHING RETURNING id, status`;
  if (row?.status === 'pending') await enqueue(WHATSAPP_SEND_QUEUE, { id: row.id }, String(row.id), tx);
}

/** The WhatsApp subscriber to the order outbox (orders/outbox-subscribers.ts): a placed order's confirmation. */
export async function whatsappOrderEvent(event: OutboxEvent, tx: Tx): Promise<void> {
  if (event.payload.type === 'placed') await queueWhatsapp(tx, event.orderId, 'confirm');
}

async function messageFacts(orderId: number) {
  const order = await orderReads().order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      status: true,
      customer_name: true,
      customer_phone: true,
      language: true,
      total_amount: true,
      delivery_fee: true,
      items: {
        select: {
          quantity: true,
          size: true,
          product_name: true,
          product: { select: { name: true, name_fr: true, name_ar: true } },
        },
        orderBy: { id: 'asc' },
      },
    },
  });
  if (!order) return null;
  const lang = order.language as Lang;
  const facts: OrderMessageFacts = {
    orderId: order.id,
    customerName: order.customer_name,
    phone: order.customer_phone,
    language: lang,
    items: order.items
      .map((i) => `${i.quantity} × ${i.product ? productName(i.product, lang) : i.product_name} ${i.size}`)
      .join(', '),
    cash: formatPrice(
      cashToCollect({
        total_amount: toNumber(order.total_amount),
        delivery_fee: toNumber(order.delivery_fee),
      }),
      lang,
    ),
  };
  return { status: order.status, facts };
}

async function settle(id: number, data: { status: string; reason?: string | null; outcome?: null }) {
  await prisma.whatsappSend.update({
    where: { id },
    data: { ...data, reason: data.reason?.slice(0, MAX_REASON_LENGTH) ?? null, attempts: { increment: 1 } },
  });
}

/** What the store sent, as the conversation on the order shows it. */
function sentText(purpose: WhatsappPurpose, template: string, facts: OrderMessageFacts) {
  return purpose === 'confirm'
    ? `[${template}] Order #${facts.orderId}: ${facts.items}; ${facts.cash} to pay on delivery. Buttons: Confirm / Cancel`
    : `[${template}] Order #${facts.orderId} is out for delivery today: keep ${facts.cash} ready`;
}

/**
 * Sends one pending message. The order is read again: an order that moved on meanwhile, a phone
 * blocked or stopped since, is skipped instead. A failure Meta may get over throws, for the queue
 * to try again later; after the last attempt, or a refusal, the row keeps Meta's error and the
 * order goes back to the desk.
 */
export async function sendWhatsapp(id: number, attempt: { last: boolean }): Promise<void> {
  const row = await prisma.whatsappSend.findUnique({ where: { id } });
  if (!row || row.status !== 'pending') return;
  const purpose = row.purpose as WhatsappPurpose;
  const [config, loaded] = await Promise.all([whatsappConfig(), messageFacts(row.order_id)]);
  if (!loaded) return;
  const { facts, status } = loaded;
  const template = templateFor(config, purpose, facts.language);
  const awaiting = purpose === 'confirm' ? ['pending', 'contacted'] : ['shipped'];
  const skip = !template
    ? SKIPPED.unconfigured
    : !awaiting.includes(status)
      ? SKIPPED.moved
      : await phoneSkip(prisma, facts.phone);
  if (skip || !template) {
    await settle(id, { status: 'skipped', reason: skip, outcome: null });
    return;
  }
  const request = templateRequest(
    { phoneNumberId: config.phoneNumberId!, accessToken: config.accessToken! },
    template,
    purpose,
    facts,
  );
  let outcome;
  try {
    const res = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    outcome = sendOutcome(res.status, await res.json().catch(() => null));
  } catch (error) {
    outcome = { ok: false as const, error: `not reached: ${(error as Error).message}`, retry: true };
  }
  if (outcome.ok) {
    await prisma.$transaction([
      prisma.whatsappSend.update({
        where: { id },
        data: {
          status: 'sent',
          wamid: outcome.wamid,
          sent_at: new Date(),
          reason: null,
          attempts: { increment: 1 },
        },
      }),
      prisma.whatsappMessage.create({
        data: {
          order_id: row.order_id,
          phone: facts.phone,
          direction: 'out',
          body: sentText(purpose, template, facts),
          wamid: outcome.wamid,
        },
      }),
    ]);
    return;
  }
  // The token is a secret: never kept in a message, whatever Meta echoes back.
  const error = outcome.error.replaceAll(config.accessToken!, '[token]');
  const again = outcome.retry && !attempt.last;
  await settle(
    id,
    again ? { status: 'pending', reason: error } : { status: 'failed', reason: error, outcome: null },
  );
  if (again) throw new Error(`WhatsApp send ${id} failed: ${error}`);
}

/**
 * The queue's task. Retries start 20 s apart and double: 8 of them span about an hour and a half,
 * inside the reply hours; past them the order is the desk's.
 */
export function whatsappSendTask(): QueuedTask<{ id: number }> {
  return {
    name: WHATSAPP_SEND_QUEUE,
    retryLimit: 8,
    retryDelaySeconds: 20,
    pollingSeconds: 1,
    run: (data, attempt) => sendWhatsapp(data.id, attempt),
  };
}
