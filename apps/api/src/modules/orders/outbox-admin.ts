/**
 * The order outbox in the back office (docs/product.md, "Order workflow"): each subscriber's
 * backlog, the deliveries set aside after failing too often (outbox.ts) with "try again", and the
 * setting that decides when an event is set aside.
 */
import type {
  OrderEventType,
  OutboxStatus,
  OutboxSubscriberStatus,
  SetAsideDelivery,
  UpdateOutboxSettingsInput,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { prisma } from '../../lib/prisma.ts';
import { requestOrderEventDelivery } from './outbox.ts';

/**
 * Every subscriber that has had a delivery run, with the age of the oldest event it has not
 * received (set aside or still waiting): the mark (delivered_through) stays below such an event,
 * so only the events above it are looked at.
 */
async function subscriberStatus(): Promise<OutboxSubscriberStatus[]> {
  const rows = await prisma.$queryRaw<OutboxSubscriberStatus[]>`
    SELECT s.name,
      floor(EXTRACT(EPOCH FROM now() - (SELECT min(e.created_at) FROM order_events e
        WHERE e.id > s.delivered_through AND NOT EXISTS (SELECT 1 FROM order_event_deliveries d
          WHERE d.subscriber = s.name AND d.event_id = e.id))))::int AS oldest_undelivered_seconds,
      (SELECT count(*) FROM order_event_failures f
        WHERE f.subscriber = s.name AND f.set_aside_at IS NOT NULL)::int AS set_aside
    FROM order_event_subscribers s ORDER BY s.name`;
  return rows;
}

async function setAsideDeliveries(): Promise<SetAsideDelivery[]> {
  const rows = await prisma.orderEventFailure.findMany({
    where: { set_aside_at: { not: null } },
    orderBy: [{ set_aside_at: 'desc' }, { event_id: 'desc' }],
    select: {
      subscriber: true,
      event_id: true,
      failures: true,
      last_error: true,
      set_aside_at: true,
      retried_at: true,
      event: { select: { order_id: true, kind: true, created_at: true } },
      retried_by: { select: { nom: true } },
    },
  });
  return rows.map((r) => ({
    subscriber: r.subscriber,
    event_id: r.event_id,
    order_id: r.event.order_id,
    event_type: r.event.kind as OrderEventType,
    event_at: r.event.created_at.toISOString(),
    failures: r.failures,
    last_error: r.last_error,
    set_aside_at: r.set_aside_at!.toISOString(),
    retried_at: r.retried_at?.toISOString() ?? null,
    retried_by: r.retried_by?.nom ?? null,
  }));
}

async function failuresBeforeSetAside(): Promise<number> {
  const row = await prisma.shopSettings.findUniqueOrThrow({
    where: { id: 1 },
    select: { outbox_failures_before_set_aside: true },
  });
  return row.outbox_failures_before_set_aside;
}

export async function outboxStatus(): Promise<OutboxStatus> {
  const [failures, subscribers, setAside] = await Promise.all([
    failuresBeforeSetAside(),
    subscriberStatus(),
    setAsideDeliveries(),
  ]);
  return { failures_before_set_aside: failures, subscribers, set_aside: setAside };
}

export async function updateOutboxSettings(input: UpdateOutboxSettingsInput): Promise<OutboxStatus> {
  await prisma.shopSettings.update({
    where: { id: 1 },
    data: { outbox_failures_before_set_aside: input.failures_before_set_aside },
  });
  return outboxStatus();
}

/**
 * Puts a set-aside delivery back: its failures start again from 0 and the next run hands it over
 * (asked for at once), after the later events of its order it no longer holds up. Records who.
 */
export async function tryAgain(subscriber: string, eventId: number, staffId: number): Promise<void> {
  const { count } = await prisma.orderEventFailure.updateMany({
    where: { subscriber, event_id: eventId, set_aside_at: { not: null } },
    data: { failures: 0, set_aside_at: null, retried_at: new Date(), retried_by_id: staffId },
  });
  if (!count) throw AppError.notFound('Set-aside delivery');
  logger.info({ subscriber, event: eventId, staff: staffId }, 'set-aside order event tried again');
  requestOrderEventDelivery();
}
