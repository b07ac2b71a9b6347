/**
 * Meta's webhook (docs/whatsapp.md). A POST is accepted only with a valid X-Hub-Signature-256
 * (HMAC-SHA256 of the raw body with the app secret); its body is kept in `whatsapp_inbox` with a
 * job in the same transaction, and Meta gets its 200 at once. The job (handleInbox) reads the
 * messages: a Confirm or Cancel tap moves the order through the order workflow (cause
 * `whatsapp`), STOP ends messages to that phone, any other reply sends the order back to the desk.
 * Each message is recorded once by its wamid: a webhook Meta delivers again changes nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WhatsappInboundMessage } from '@vigor/shared';
import {
  WHATSAPP_CANCEL_REASON,
  WhatsappWebhookBody,
  awaitsConfirmation,
  isStopWord,
  readButtonPayload,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { enqueue, type QueuedTask } from '../../lib/job-queue.ts';
import { logger } from '../../lib/logger.ts';
import { prisma } from '../../lib/prisma.ts';
import { lockOrder, transitionOrder, withOrderTransaction } from '../orders/index.ts';
import { whatsappConfig } from './whatsapp-settings.ts';

export const WHATSAPP_INBOX_QUEUE = 'whatsapp-inbox';

/** Whether `signature` (the header's `sha256=<hex>`) signs `raw` with `secret`. */
export function validSignature(raw: Buffer, signature: string | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const given = Buffer.from(signature ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Meta's verification: answers the challenge when the verify token is the shop's, else null. */
export async function verificationAnswer(
  mode: string,
  token: string,
  challenge: string,
): Promise<string | null> {
  const { verifyToken } = await whatsappConfig();
  return mode === 'subscribe' && verifyToken !== null && token === verifyToken ? challenge : null;
}

/** Keeps a signed webhook body and queues its handling; 401 for a body not signed with the app secret. */
export async function receiveWebhook(raw: Buffer, signature: string | undefined): Promise<void> {
  const { appSecret } = await whatsappConfig();
  if (!appSecret || !validSignature(raw, signature, appSecret))
    throw AppError.unauthorized('Invalid signature');
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw AppError.badRequest('The body is not JSON.');
  }
  await prisma.$transaction(async (tx) => {
    const row = await tx.whatsappInbox.create({ data: { body: body as object }, select: { id: true } });
    await enqueue(WHATSAPP_INBOX_QUEUE, { id: row.id }, String(row.id), tx);
  });
}

/** `2126…` as Meta writes a sender, `+2126…` as orders store phones. */
const phoneOf = (waId: string) => `+${waId.replace(/\D/g, '')}`;

/** The button a message taps (a template's quick reply, or an interactive reply button), if any. */
function tappedPayload(message: WhatsappInboundMessage): string | null {
  if (message.type === 'button' && message.button) return message.button.payload;
  if (message.type === 'interactive' && message.interactive?.button_reply)
    return message.interactive.button_reply.id;
  return null;
}

function textOf(message: WhatsappInboundMessage): string {
  if (message.text) return message.text.body;
  if (message.button) return message.button.text;
  if (message.interactive?.button_reply) return message.interactive.button_reply.title;
  return `[${message.type}]`;
}

/** The order a reply without a button is about: the phone's newest WhatsApp confirmation. */
async function latestConfirmation(phone: string) {
  return prisma.whatsappSend.findFirst({
    where: { purpose: 'confirm', status: 'sent', order: { customer_phone: phone } },
    orderBy: { id: 'desc' },
    select: { id: true, order_id: true, outcome: true },
  });
}

/**
 * Applies a Confirm or Cancel tap on the order, under its row lock: an order that moved on
 * already, or of the high band, is left as it is. Answers what happened, in words.
 */
async function applyTap(orderId: number, phone: string, button: 'confirm' | 'cancel'): Promise<string> {
  return withOrderTransaction(async (tx) => {
    const { status } = await lockOrder(tx, orderId);
    const order = await tx.orderRisk.findUnique({ where: { order_id: orderId }, select: { band: true } });
    const send = await tx.whatsappSend.findUnique({
      where: { order_id_purpose: { order_id: orderId, purpose: 'confirm' } },
      select: { id: true, order: { select: { customer_phone: true } } },
    });
    if (!send || send.order.customer_phone !== phone) return 'Not this customer’s order: nothing changed';
    if (!awaitsConfirmation(status)) return `Order already ${status}: nothing changed`;
    if (button === 'confirm' && order?.band === 'high') {
      await tx.whatsappSend.update({ where: { id: send.id }, data: { outcome: 'replied' } });
      return 'High-risk band: left for the desk’s call';
    }
    const to = button === 'confirm' ? 'confirmed' : 'canceled';
    await transitionOrder(
      {
        orderId,
        to,
        cause: 'whatsapp',
        details: button === 'cancel' ? { reason: WHATSAPP_CANCEL_REASON } : {},
      },
      tx,
    );
    await tx.whatsappSend.update({ where: { id: send.id }, data: { outcome: to } });
    return button === 'confirm' ? 'Confirmed the order' : 'Canceled the order';
  });
}

/** One inbound message, recorded once by its wamid; a repeat does nothing. */
async function handleMessage(message: WhatsappInboundMessage): Promise<void> {
  const phone = phoneOf(message.from);
  const body = textOf(message);
  const payload = tappedPayload(message);
  const tap = payload ? readButtonPayload(payload) : null;
  const about = tap ? null : await latestConfirmation(phone);
  const orderId = tap?.orderId ?? about?.order_id ?? null;
  const recorded = await prisma.$queryRaw<{ id: number }[]>`
    INSERT INTO whatsapp_messages (order_id, phone, direction, body, wamid)
    SELECT ${orderId}, ${phone}, 'in', ${body}, ${message.id}
    WHERE ${orderId}::int IS NULL OR EXISTS (SELECT 1 FROM orders WHERE id = ${orderId}::int)
    ON CONFLICT (wamid, direction) DO NOTHING RETURNING id`;
  if (!recorded[0]) return;
  let effect: string;
  if (tap) {
    effect = await applyTap(tap.orderId, phone, tap.button);
  } else if (isStopWord(body)) {
    await prisma.$transaction([
      prisma.whatsappOptOut.upsert({ where: { phone }, create: { phone, said: body }, update: {} }),
      prisma.whatsappSend.updateMany({
        where: { purpose: 'confirm', outcome: 'awaiting', order: { customer_phone: phone } },
        data: { outcome: 'stopped' },
      }),
    ]);
    effect = 'STOP: no more WhatsApp messages to this phone; back to the desk';
  } else if (about?.outcome === 'awaiting') {
    await prisma.whatsappSend.update({ where: { id: about.id }, data: { outcome: 'replied' } });
    effect = 'Back to the desk';
  } else {
    effect = 'Kept with the conversation';
  }
  await prisma.whatsappMessage.update({ where: { id: recorded[0].id }, data: { effect } });
}

/** Meta says a message of ours failed: a confirmation that never arrived goes back to the desk. */
async function handleFailedStatus(wamid: string, error: string): Promise<void> {
  await prisma.whatsappSend.updateMany({
    where: { wamid },
    data: { status: 'failed', reason: error.slice(0, 500), outcome: null },
  });
}

/** Handles one kept webhook body (the inbox queue's job); a body handled already is skipped. */
export async function handleInbox(id: number): Promise<void> {
  const row = await prisma.whatsappInbox.findUnique({ where: { id } });
  if (!row || row.handled_at) return;
  const parsed = WhatsappWebhookBody.safeParse(row.body);
  if (parsed.success) {
    for (const change of parsed.data.entry.flatMap((e) => e.changes)) {
      for (const message of change.value.messages ?? []) await handleMessage(message);
      for (const status of change.value.statuses ?? [])
        if (status.status === 'failed')
          await handleFailedStatus(
            status.id,
            `Meta: ${(status.errors ?? []).map((e) => `${e.code} ${e.title ?? ''}`.trim()).join(', ') || 'failed'}`,
          );
    }
  } else {
    logger.warn({ inbox: id }, 'WhatsApp webhook body of an unknown shape: kept, not handled');
  }
  await prisma.whatsappInbox.update({ where: { id }, data: { handled_at: new Date() } });
}

export function whatsappInboxTask(): QueuedTask<{ id: number }> {
  return {
    name: WHATSAPP_INBOX_QUEUE,
    retryLimit: 10,
    retryDelaySeconds: 10,
    pollingSeconds: 1,
    run: (data) => handleInbox(data.id),
  };
}
