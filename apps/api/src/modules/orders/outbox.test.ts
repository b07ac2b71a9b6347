/**
 * The order outbox (outbox.ts) on real orders: events recorded by placing and moving orders are
 * handed to a subscriber once each, in order per order, even when its handler throws, when its
 * process dies in the middle of a delivery, or when two runs deliver at once; and the scheduled
 * task delivers them soon after an order transaction without waiting for its schedule.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { OrderStatus } from '@vigor/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCartLine,
  createGuest,
  createProduct,
  createStaff,
  orderLines,
  truncateAll,
} from '../../../test/factories.ts';
import { env } from '../../config/env.ts';
import { startJobQueue } from '../../lib/job-queue.ts';
import { prisma } from '../../lib/prisma.ts';
import { scheduledTasks } from '../../scheduled-tasks.ts';
import {
  ORDER_EVENTS_TASK,
  deliverOrderEvents,
  subscribeToOrderEvents,
  transitionOrder,
  unsubscribeFromOrderEvents,
  type OrderEventHandler,
} from './index.ts';

const SUBSCRIBER = 'outbox-test';
const API_DIR = fileURLToPath(new URL('../../..', import.meta.url));

/** Set by a test: the handler throws once on this event, after writing its log row. */
let throwOnceAt: number | null = null;

/** Writes each event handed over in the delivery's transaction, as a subscriber should. */
const logEvent: OrderEventHandler = async (event, tx) => {
  await tx.$executeRaw`INSERT INTO outbox_test_log (subscriber, event_id, order_id)
    VALUES (${SUBSCRIBER}, ${event.id}, ${event.orderId})`;
  if (event.id === throwOnceAt) {
    throwOnceAt = null;
    throw new Error('the subscriber fails on this event');
  }
};

beforeAll(async () => {
  await prisma.$executeRaw`CREATE TABLE outbox_test_log (id serial PRIMARY KEY, subscriber text NOT NULL,
    event_id int NOT NULL, order_id int NOT NULL)`;
  subscribeToOrderEvents(SUBSCRIBER, logEvent);
});
afterAll(() => unsubscribeFromOrderEvents(SUBSCRIBER));

let staffId: number;
beforeEach(async () => {
  await truncateAll();
  await prisma.$executeRaw`TRUNCATE outbox_test_log`;
  throwOnceAt = null;
  staffId = (await createStaff('admin')).user.id;
});

/** Three orders placed on the storefront, then each called and confirmed: nine events. */
async function ordersWithEvents() {
  const orders: number[] = [];
  for (const phone of ['0611111111', '0622222222', '0633333333']) {
    const product = await createProduct({ price: 399, sizes: [{ size: 'M', quantity: 5 }] });
    const guest = await createGuest();
    const line = await createCartLine(guest.id, product.id);
    const res = await orderLines(guest, [line.id]).send({ customer_phone: phone }).expect(201);
    orders.push(res.body.data.id as number);
  }
  const move = (orderId: number, to: OrderStatus) =>
    transitionOrder({ orderId, to, cause: 'sales', staff: { id: staffId, role: 'admin' } });
  for (const to of ['contacted', 'confirmed'] as const) for (const id of orders) await move(id, to);
  const events = await prisma.orderEvent.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, order_id: true },
  });
  expect(events).toHaveLength(9);
  return events;
}

/** The events handed over, in the order they were: [event id, order id]. */
const handedOver = async () =>
  (
    await prisma.$queryRaw<{ event_id: number; order_id: number }[]>`
      SELECT event_id, order_id FROM outbox_test_log WHERE subscriber = ${SUBSCRIBER} ORDER BY id`
  ).map((r) => [r.event_id, r.order_id]);

/** Every event handed over exactly once, and each order's events in the order they happened. */
async function expectEachOnceInOrder(events: { id: number; order_id: number }[]) {
  const log = await handedOver();
  expect(log.map(([id]) => id).sort((a, b) => a! - b!)).toEqual(events.map((e) => e.id));
  for (const orderId of new Set(events.map((e) => e.order_id))) {
    const ofOrder = log.filter(([, order]) => order === orderId).map(([id]) => id);
    expect(ofOrder).toEqual([...ofOrder].sort((a, b) => a! - b!));
  }
}

describe('a subscriber that fails', () => {
  it('gets the event again on the next run, with the later events of its order, and the others once', async () => {
    const events = await ordersWithEvents();
    // The first order's call fails once: its confirmation must wait for it.
    const failing = events[3]!;
    throwOnceAt = failing.id;
    expect(await deliverOrderEvents()).toBe(7);
    const first = await handedOver();
    expect(first.map(([id]) => id)).not.toContain(failing.id);
    expect(first.filter(([, order]) => order === failing.order_id)).toHaveLength(1);

    expect(await deliverOrderEvents()).toBe(2);
    expect(await deliverOrderEvents()).toBe(0);
    await expectEachOnceInOrder(events);
  });

  it('loses nothing and repeats nothing when its process dies in the middle of a delivery', async () => {
    const events = await ordersWithEvents();
    const dieAt = events[4]!.id;
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/outbox-crash-process.ts'], {
      cwd: API_DIR,
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: env.DATABASE_URL,
        OUTBOX_SUBSCRIBER: SUBSCRIBER,
        OUTBOX_DIE_AT: String(dieAt),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('exit', (c, s) => resolve([c, s])),
    );
    expect({ code, signal, stderr: signal ? '' : stderr }).toEqual({
      code: null,
      signal: 'SIGKILL',
      stderr: '',
    });
    // What it handed over before dying stayed; the event it died in did not.
    expect((await handedOver()).map(([id]) => id)).toEqual(events.slice(0, 4).map((e) => e.id));

    // The next run (here, in this process) takes over from there.
    expect(await deliverOrderEvents()).toBe(5);
    expect(await deliverOrderEvents()).toBe(0);
    await expectEachOnceInOrder(events);
  });
});

it('hands each event over once when two runs deliver at the same time', async () => {
  const events = await ordersWithEvents();
  const counts = await Promise.all([deliverOrderEvents(), deliverOrderEvents(), deliverOrderEvents()]);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(9);
  await expectEachOnceInOrder(events);
});

it('is delivered by the scheduled task soon after the order transaction, without waiting for its schedule', async () => {
  const task = scheduledTasks.find((t) => t.name === ORDER_EVENTS_TASK)!;
  expect(task).toMatchObject({ cron: '* * * * *', policy: 'short' });
  // Scheduled once a year here: only the run asked for after each transaction can deliver.
  const queue = await startJobQueue(env.DATABASE_URL, [{ ...task, cron: '0 0 1 1 *' }]);
  try {
    const events = await ordersWithEvents();
    await expect.poll(async () => (await handedOver()).length, { timeout: 20_000, interval: 100 }).toBe(9);
    await expectEachOnceInOrder(events);
  } finally {
    await queue.stop();
  }
});
