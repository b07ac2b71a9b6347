/**
 * Sendit's status webhook (docs/carriers.md, "Sendit webhooks"): `delivery.status.update` posted
 * with `X-Sendit-Signature`, the hex HMAC-SHA256 of the raw body with the carrier's webhook
 * secret. The signature is checked on the raw bytes before anything is read; a forged or missing
 * one changes nothing (401). A good one moves the order as the status sync would; the sync keeps
 * running as the fallback for a webhook that never came.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { carrierStatusMeaning } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import { applyStatus } from './carrier-sync.ts';

const SenditWebhook = z.object({
  event: z.string().max(60).optional(),
  code: z.string().trim().min(3).max(40),
  newStatus: z.string().trim().min(1).max(40),
});

/** The signature as Sendit's clients read it: hex, with or without a `sha256=` prefix. */
function signedBy(secret: string, raw: Buffer, signature: string | undefined): boolean {
  const received = Buffer.from((signature ?? '').trim().replace(/^sha256=/i, ''), 'hex');
  const expected = createHmac('sha256', secret).update(raw).digest();
  return received.length === expected.length && timingSafeEqual(received, expected);
}

export async function receiveSenditWebhook(
  carrierId: number,
  raw: Buffer | undefined,
  signature: string | undefined,
) {
  const carrier = await prisma.carrier.findUnique({ where: { id: carrierId } });
  const secret = (carrier?.credentials as Record<string, string> | null)?.webhook_secret;
  if (!carrier || carrier.integration !== 'sendit' || !secret) throw AppError.notFound('Webhook');
  if (!raw || !signedBy(secret, raw, signature)) {
    throw new AppError(401, 'The webhook signature does not match.');
  }
  const event = SenditWebhook.parse(JSON.parse(raw.toString('utf8')));
  if (event.event && event.event !== 'delivery.status.update') return { ignored: 'event' as const };
  const parcel = await prisma.parcel.findFirst({
    where: { carrier_id: carrierId, tracking_code: event.code, state: 'created' },
    include: { order: { select: { status: true } } },
  });
  // Acknowledged: Sendit would send a parcel the shop does not follow again and again.
  if (!parcel) return { ignored: 'parcel' as const };
  const status = event.newStatus.toUpperCase();
  await prisma.parcel.update({
    where: { id: parcel.id },
    data: {
      carrier_status: status,
      ...(status !== parcel.carrier_status && { carrier_status_at: new Date() }),
    },
  });
  const meaning = carrierStatusMeaning('sendit', status);
  if (!meaning) return { order_id: parcel.order_id, unknown: status, moved: [] };
  const moved = await applyStatus(parcel.order_id, meaning.order_status, {
    carrier: carrier.name,
    carrier_status: status,
  });
  return { order_id: parcel.order_id, moved };
}
