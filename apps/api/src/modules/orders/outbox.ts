/**
 * The order events are the store's outbox (docs/product.md, "Order workflow"): every order change
 * writes its event in its own transaction (order-events.ts), and this module hands the events to
 * the parts of the store that react to them, declared in one place (outbox-subscribers.ts).
 *
 * Delivery is at least once, in order per order, and once per (subscriber, event) as far as the
 * database can tell: each event is handed to a handler inside a transaction that also writes the
 * (subscriber, event) delivery row. A handler writing to the database with the `tx` it is given
 * commits together with that row, so a crash in the middle rolls both back and the event is handed
 * over again later; a handler with an effect outside the database (a job for an external API)
 * must make that effect idempotent itself, e.g. a pg-boss job with a singleton key.
 *
 * A handler that throws has its failure counted in order_event_failures with the error, and the
 * later events of that order wait for the next run. Once the failures reach the shop's setting
 * (outbox_failures_before_set_aside) the event is set aside: the subscriber goes on with the next
 * events, that order's included, until an admin tries it again (outbox-admin.ts).
 *
 * Runs as a scheduled task (scheduled-tasks.ts) every minute and soon after every transaction that
 * recorded events (runSoon). Two runs at once are safe: the delivery row's primary key lets one
 * of them hand an event over; the other waits for it, then skips the event.
 */
import type { Prisma } from '@vigor/db/client';
import { OrderEventPayload } from '@vigor/shared';
import { runSoon } from '../../lib/job-queue.ts';
import { logger } from '../../lib/logger.ts';
import { prisma } from '../../lib/prisma.ts';
import type { Tx } from '../../lib/stock.ts';

export interface OutboxEvent {
  id: number;
  orderId: number;
  createdAt: Date;
  payload: OrderEventPayload;
}

/** Reacts to one event; `tx` is the transaction that records the delivery (see above). */
export type OrderEventHandler = (event: OutboxEvent, tx: Tx) => Promise<void>;

/** The scheduled task (and pg-boss queue) that delivers the events. */
export const ORDER_EVENTS_TASK = 'order-events';
/** Events handed to one subscriber in one run at most; the next run takes the rest. */
const RUN_SIZE = 500;
/**
 * An event recorded longer ago than this is committed or gone: an order transaction lasts at
 * most ORDER_TRANSACTION's 20 s, and order_events.created_at is its start.
 */
const SETTLED_AFTER = '1 minute';

/**
 * The subscribers, by the stable name their deliveries are recorded under. A subscriber receives
 * the events recorded from a minute before its first delivery run in this database on.
 */
export type OrderEventSubscribers = Readonly<Record<string, OrderEventHandler>>;

/** The longest error kept with a failed delivery (our own errors: nothing secret to redact). */
const MAX_ERROR_LENGTH = 1_000;

/**
 * The requests of one process within this many milliseconds make one job: under load each order
 * would otherwise add a job-queue statement of its own, for a run that delivers them all anyway.
 */
const REQUESTS_JOINED_MS = 100;
let requested: NodeJS.Timeout | null = null;

/** Asks for a delivery run soon (after a transaction that recorded events). */
export function requestOrderEventDelivery(): void {
  if (requested) return;
  requested = setTimeout(() => {
    requested = null;
    runSoon(ORDER_EVENTS_TASK);
  }, REQUESTS_JOINED_MS);
  requested.unref();
}

interface EventRow {
  id: number;
  order_id: number;
  details: Prisma.JsonValue;
  created_at: Date;
}

/**
 * Delivers the pending events to these subscribers; answers how many it handed over. The
 * scheduled task runs it on every subscriber of outbox-subscribers.ts; tests call it directly.
 */
export async function deliverOrderEvents(subscribers: OrderEventSubscribers): Promise<number> {
  const { outbox_failures_before_set_aside: limit } = await prisma.shopSettings.findUniqueOrThrow({
    where: { id: 1 },
    select: { outbox_failures_before_set_aside: true },
  });
  let delivered = 0;
  for (const [name, handler] of Object.entries(subscribers))
    delivered += await deliverTo(name, handler, limit);
  return delivered;
}

async function deliverTo(name: string, handler: OrderEventHandler, failuresBeforeSetAside: number) {
  // A new subscriber starts after the last settled event (see advance): the events of the last
  // minute, e.g. the one whose transaction asked for this run, reach it.
  await prisma.$executeRaw`INSERT INTO order_event_subscribers (name, delivered_through)
    SELECT ${name}, COALESCE(max(id), 0) FROM order_events
    WHERE created_at < now() - ${SETTLED_AFTER}::interval ON CONFLICT (name) DO NOTHING`;
  const pending = await prisma.$queryRaw<EventRow[]>`
    SELECT e.id, e.order_id, e.details, e.created_at
    FROM order_events e JOIN order_event_subscribers s ON s.name = ${name} AND e.id > s.delivered_through
    WHERE NOT EXISTS (SELECT 1 FROM order_event_deliveries d WHERE d.subscriber = ${name} AND d.event_id = e.id)
      AND NOT EXISTS (SELECT 1 FROM order_event_failures f
        WHERE f.subscriber = ${name} AND f.event_id = e.id AND f.set_aside_at IS NOT NULL)
    ORDER BY e.id LIMIT ${RUN_SIZE}`;
  // An order whose event failed waits for the next run: its later events must not overtake it,
  // unless that event was set aside.
  const held = new Set<number>();
  let delivered = 0;
  for (const row of pending) {
    if (held.has(row.order_id)) continue;
    try {
      if (await handOver(name, handler, row)) delivered++;
    } catch (error) {
      const setAside = await recordFailure(name, row.id, error, failuresBeforeSetAside);
      if (!setAside) held.add(row.order_id);
      logger.warn(
        { err: error, subscriber: name, event: row.id },
        setAside
          ? 'order event set aside after failing too often; the next events go on'
          : 'order event not delivered; retried on the next run',
      );
    }
  }
  await advance(name);
  return delivered;
}

/** Hands one event to the handler in the transaction that records its delivery; false: done already. */
async function handOver(name: string, handler: OrderEventHandler, row: EventRow): Promise<boolean> {
  const event: OutboxEvent = {
    id: row.id,
    orderId: row.order_id,
    createdAt: row.created_at,
    payload: OrderEventPayload.parse(row.details),
  };
  return prisma.$transaction(async (tx) => {
    // The mark, locked against advance(): an event it has passed was handed over already.
    const [mark] = await tx.$queryRaw<{ through: number }[]>`SELECT delivered_through AS through
      FROM order_event_subscribers WHERE name = ${name} FOR SHARE`;
    if (row.id <= mark!.through) return false;
    const claimed = await tx.$executeRaw`INSERT INTO order_event_deliveries (subscriber, event_id)
      VALUES (${name}, ${row.id}) ON CONFLICT DO NOTHING`;
    if (!claimed) return false;
    await handler(event, tx);
    return true;
  });
}

/** Counts one more failure of the event for the subscriber; answers whether it is now set aside. */
async function recordFailure(name: string, eventId: number, error: unknown, limit: number) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
  const [row] = await prisma.$queryRaw<{ set_aside: boolean }[]>`
    INSERT INTO order_event_failures AS f (subscriber, event_id, failures, last_error, last_failed_at, set_aside_at)
    VALUES (${name}, ${eventId}, 1, ${message}, now(), CASE WHEN ${limit} <= 1 THEN now() END)
    ON CONFLICT (subscriber, event_id) DO UPDATE SET failures = f.failures + 1,
      last_error = EXCLUDED.last_error, last_failed_at = now(),
      set_aside_at = CASE WHEN f.failures + 1 >= ${limit} THEN now() END
    RETURNING f.set_aside_at IS NOT NULL AS set_aside`;
  return row!.set_aside;
}

/**
 * Moves the subscriber's mark past every event that reached it and can no longer be joined by an
 * earlier one still uncommitted, and forgets the delivery rows below the mark.
 */
async function advance(name: string): Promise<void> {
  await prisma.$transaction([
    prisma.$executeRaw`
    WITH settled AS (
      SELECT COALESCE((SELECT id FROM order_events WHERE created_at < now() - ${SETTLED_AFTER}::interval
        ORDER BY id DESC LIMIT 1), 0) AS id),
    gap AS (
      SELECT min(e.id) - 1 AS id FROM order_events e JOIN order_event_subscribers s
        ON s.name = ${name} AND e.id > s.delivered_through
      WHERE NOT EXISTS (SELECT 1 FROM order_event_deliveries d WHERE d.subscriber = ${name} AND d.event_id = e.id))
    UPDATE order_event_subscribers SET delivered_through = GREATEST(delivered_through, LEAST(settled.id, COALESCE(gap.id, settled.id)))
    FROM settled, gap WHERE name = ${name}`,
    prisma.$executeRaw`DELETE FROM order_event_deliveries d USING order_event_subscribers s
    WHERE s.name = ${name} AND d.subscriber = s.name AND d.event_id <= s.delivered_through`,
  ]);
}
