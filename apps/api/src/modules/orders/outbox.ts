/**
 * The order events are the store's outbox (docs/product.md, "Order workflow"): every order change
 * writes its event in its own transaction (order-events.ts), and this module hands the events to
 * the parts of the store that react to them (subscribers registered at boot).
 *
 * Delivery is at least once, in order per order, and once per (subscriber, event) as far as the
 * database can tell: each event is handed to a handler inside a transaction that also writes the
 * (subscriber, event) delivery row. A handler writing to the database with the `tx` it is given
 * commits together with that row, so a crash in the middle rolls both back and the event is handed
 * over again later; a handler with an effect outside the database (a job for an external API)
 * must make that effect idempotent itself, e.g. a pg-boss job with a singleton key.
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

const subscribers = new Map<string, OrderEventHandler>();

/**
 * Registers a subscriber at boot, under a stable name (its deliveries are recorded under it). It
 * receives the events recorded from a minute before its first delivery run in this database on.
 */
export function subscribeToOrderEvents(subscriber: string, handler: OrderEventHandler): void {
  if (subscribers.has(subscriber))
    throw new Error(`Order event subscriber "${subscriber}" is registered twice.`);
  subscribers.set(subscriber, handler);
}

/** Forgets a subscriber in this process (its deliveries stay recorded). */
export function unsubscribeFromOrderEvents(subscriber: string): void {
  subscribers.delete(subscriber);
}

/**
 * The requests of one process within this many milliseconds make one job: under load each order
 * would otherwise add a job-queue statement of its own, for a run that delivers them all anyway.
 */
const REQUESTS_JOINED_MS = 100;
let requested: NodeJS.Timeout | null = null;

/** Asks for a delivery run soon (after a transaction that recorded events). */
export function requestOrderEventDelivery(): void {
  if (!subscribers.size || requested) return;
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

/** Delivers the pending events to every subscriber of this process; answers how many it handed over. */
export async function deliverOrderEvents(): Promise<number> {
  let delivered = 0;
  for (const [name, handler] of subscribers) delivered += await deliverTo(name, handler);
  return delivered;
}

async function deliverTo(name: string, handler: OrderEventHandler): Promise<number> {
  // A new subscriber starts after the last settled event (see advance): the events of the last
  // minute, e.g. the one whose transaction asked for this run, reach it.
  await prisma.$executeRaw`INSERT INTO order_event_subscribers (name, delivered_through)
    SELECT ${name}, COALESCE(max(id), 0) FROM order_events
    WHERE created_at < now() - ${SETTLED_AFTER}::interval ON CONFLICT (name) DO NOTHING`;
  const pending = await prisma.$queryRaw<EventRow[]>`
    SELECT e.id, e.order_id, e.details, e.created_at
    FROM order_events e JOIN order_event_subscribers s ON s.name = ${name} AND e.id > s.delivered_through
    WHERE NOT EXISTS (SELECT 1 FROM order_event_deliveries d WHERE d.subscriber = ${name} AND d.event_id = e.id)
    ORDER BY e.id LIMIT ${RUN_SIZE}`;
  // An order whose event failed waits for the next run: its later events must not overtake it.
  const held = new Set<number>();
  let delivered = 0;
  for (const row of pending) {
    if (held.has(row.order_id)) continue;
    try {
      const event: OutboxEvent = {
        id: row.id,
        orderId: row.order_id,
        createdAt: row.created_at,
        payload: OrderEventPayload.parse(row.details),
      };
      const handed = await prisma.$transaction(async (tx) => {
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
      if (handed) delivered++;
    } catch (error) {
      held.add(row.order_id);
      logger.warn(
        { err: error, subscriber: name, event: row.id },
        'order event not delivered; retried on the next run',
      );
    }
  }
  await advance(name);
  return delivered;
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
