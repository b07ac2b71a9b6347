/**
 * The order outbox (outbox.ts) on real orders: events recorded by placing and moving orders are
 * handed to a subscriber once each, in order per order, even when its handler throws, when its
 * process dies in the middle of a delivery, or when two runs deliver at once; an event that keeps
 * failing is set aside so that the rest goes on, shown to admins and tried again (outbox-admin.ts);
 * and an order transaction asks for the scheduled task's run at once. The tests run the deliveries
 * themselves instead of waiting for the job queue's workers.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { OrderStatus } from '@vigor/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  createCartLine,
  createGuest,
  createProduct,
  createStaff,
  orderLines,
  truncateAll,
} from '../../../test/factories.ts';
import { env } from '../../config/env.ts';
import { runDueJobs, startJobQueue } from '../../lib/job-queue.ts';
import { prisma } from './orders-database.ts';
import { scheduledTasks } from '../../scheduled-tasks.ts';
import { ORDER_EVENTS_TASK, deliverOrderEvents, transitionOrder, type OrderEventHandler } from './index.ts';

const SUBSCRIBER = 'outbox-test';
const API_DIR = fileURLToPath(new URL('../../..', import.meta.url));

/** Set by a test: the handler throws once on this event, after writing its log row. */
let throwOnceAt: number | null = null;
/** Set by a test: the handler throws on this event every time, until the test clears it. */
let alwaysThrowAt: number | null = null;

/** Writes each event handed over in the delivery's transaction, as a subscriber should. */
const logEvent: OrderEventHandler = async (event, tx) => {
  await tx.$executeRaw`INSERT INTO outbox_test_log (subscriber, event_id, order_id)
    VALUES (${SUBSCRIBER}, ${event.id}, ${event.orderId})`;
  if (event.id === throwOnceAt) {
    throwOnceAt = null;
    throw new Error('the subscriber fails on this event');
  }
  if (event.id === alwaysThrowAt)
    throw new Error(`the subscriber refuses event ${event.id}: ${'x'.repeat(2_000)}`);
};
/** One run of the outbox, to the test's subscriber only. */
const deliver = () => deliverOrderEvents({ [SUBSCRIBER]: logEvent });

beforeAll(async () => {
  await prisma.$executeRaw`CREATE TABLE outbox_test_log (id serial PRIMARY KEY, subscriber text NOT NULL,
    event_id int NOT NULL, order_id int NOT NULL)`;
});

let admin: Awaited<ReturnType<typeof createStaff>>;
let staffId: number;
beforeEach(async () => {
  await truncateAll();
  await prisma.$executeRaw`TRUNCATE outbox_test_log`;
  throwOnceAt = null;
  alwaysThrowAt = null;
  admin = await createStaff('admin');
  staffId = admin.user.id;
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
    expect(await deliver()).toBe(7);
    const first = await handedOver();
    expect(first.map(([id]) => id)).not.toContain(failing.id);
    expect(first.filter(([, order]) => order === failing.order_id)).toHaveLength(1);

    expect(await deliver()).toBe(2);
    expect(await deliver()).toBe(0);
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
    expect(await deliver()).toBe(5);
    expect(await deliver()).toBe(0);
    await expectEachOnceInOrder(events);
  });
});

it('hands each event over once when two runs deliver at the same time', async () => {
  const events = await ordersWithEvents();
  const counts = await Promise.all([deliver(), deliver(), deliver()]);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(9);
  await expectEachOnceInOrder(events);
});

it('asks for a run of the scheduled task soon after the order transaction, which delivers to the declared subscribers', async () => {
  const task = scheduledTasks.find((t) => t.name === ORDER_EVENTS_TASK)!;
  expect(task).toMatchObject({ cron: '* * * * *', policy: 'short' });
  // Scheduled once a year and no worker here: the job found is the one the transactions asked for.
  const queue = await startJobQueue(env.DATABASE_URL, [{ ...task, cron: '0 0 1 1 *' }], [], {
    workers: false,
  });
  try {
    const events = await ordersWithEvents();
    await expect
      .poll(
        async () =>
          (
            await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = ${ORDER_EVENTS_TASK} AND state = 'created'`
          )[0]!.n,
        { interval: 20 },
      )
      .toBeGreaterThan(0);
    expect(await runDueJobs(task)).toBeGreaterThan(0);
    // Its run delivered every event to the subscribers of outbox-subscribers.ts (the ads here).
    const delivered = await prisma.orderEventDelivery.findMany({
      where: { subscriber: 'ads' },
      orderBy: { event_id: 'asc' },
      select: { event_id: true },
    });
    expect(delivered.map((d) => d.event_id)).toEqual(events.map((e) => e.id));
  } finally {
    await queue.stop();
  }
});

describe('an event whose delivery keeps failing', () => {
  const outbox = () => api().get('/api/admin/outbox').set('Authorization', admin.bearer);

  it('is set aside after the failures set in SETTINGS, lets the later events through, is shown with its age, and is tried again', async () => {
    await api()
      .put('/api/admin/outbox/settings')
      .set('Authorization', admin.bearer)
      .send({ failures_before_set_aside: 3 })
      .expect(200);
    const events = await ordersWithEvents();
    // The first order's placement fails every time.
    const poison = events[0]!;
    alwaysThrowAt = poison.id;
    const ofPoisonOrder = events.filter((e) => e.order_id === poison.order_id && e.id !== poison.id);

    // Two failures: the order's later events wait, the other orders' go.
    expect(await deliver()).toBe(6);
    // Once the subscriber has started, the failing event is made two hours old, for its age below.
    await prisma.$executeRaw`UPDATE order_events SET created_at = now() - interval '2 hours' WHERE id = ${poison.id}`;
    expect(await deliver()).toBe(0);
    expect((await outbox().expect(200)).body.data.set_aside).toEqual([]);
    // The third: set aside, and the order's later events are delivered in the same run.
    expect(await deliver()).toBe(2);
    expect(await deliver()).toBe(0);
    const log = (await handedOver()).map(([id]) => id);
    expect(log).not.toContain(poison.id);
    expect(log.slice(-2)).toEqual(ofPoisonOrder.map((e) => e.id));

    const { body } = await outbox().expect(200);
    expect(body.data.failures_before_set_aside).toBe(3);
    expect(body.data.set_aside).toEqual([
      {
        subscriber: SUBSCRIBER,
        event_id: poison.id,
        order_id: poison.order_id,
        event_type: 'placed',
        event_at: expect.any(String),
        failures: 3,
        last_error: expect.stringMatching(new RegExp(`^the subscriber refuses event ${poison.id}: x+$`)),
        set_aside_at: expect.any(String),
        retried_at: null,
        retried_by: null,
      },
    ]);
    expect(body.data.set_aside[0].last_error).toHaveLength(1_000);
    const [status] = body.data.subscribers;
    expect(status).toMatchObject({ name: SUBSCRIBER, set_aside: 1 });
    expect(status.oldest_undelivered_seconds).toBeGreaterThanOrEqual(2 * 3_600);
    expect(status.oldest_undelivered_seconds).toBeLessThan(2 * 3_600 + 60);

    // Mended, then tried again by the admin: delivered on the next run, and nothing is behind.
    alwaysThrowAt = null;
    const tried = await api()
      .post(`/api/admin/outbox/set-aside/${SUBSCRIBER}/${poison.id}/try-again`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(tried.body.data.set_aside).toEqual([]);
    expect(
      await prisma.orderEventFailure.findUniqueOrThrow({
        where: { subscriber_event_id: { subscriber: SUBSCRIBER, event_id: poison.id } },
        select: { failures: true, set_aside_at: true, retried_by_id: true, retried_at: true },
      }),
    ).toEqual({ failures: 0, set_aside_at: null, retried_by_id: staffId, retried_at: expect.any(Date) });
    expect(await deliver()).toBe(1);
    // Every event once; the one set aside came last, after the later events of its order.
    const all = await handedOver();
    expect(all.map(([id]) => id).sort((a, b) => a! - b!)).toEqual(events.map((e) => e.id));
    expect(all.at(-1)).toEqual([poison.id, poison.order_id]);
    expect((await outbox().expect(200)).body.data.subscribers).toEqual([
      { name: SUBSCRIBER, oldest_undelivered_seconds: null, set_aside: 0 },
    ]);
  });

  it('is shown and tried again by admins only, and a delivery not set aside cannot be tried again', async () => {
    const traffic = await createStaff('traffic_admin');
    expect((await api().get('/api/admin/outbox')).status).toBe(401);
    expect((await api().get('/api/admin/outbox').set('Authorization', traffic.bearer)).status).toBe(403);
    const events = await ordersWithEvents();
    const tryAgain = (who: string) =>
      api()
        .post(`/api/admin/outbox/set-aside/${SUBSCRIBER}/${events[0]!.id}/try-again`)
        .set('Authorization', who);
    expect((await tryAgain(traffic.bearer)).status).toBe(403);
    expect((await tryAgain(admin.bearer)).status).toBe(404);
    const refused = await api()
      .put('/api/admin/outbox/settings')
      .set('Authorization', admin.bearer)
      .send({ failures_before_set_aside: 0 });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['failures_before_set_aside']);
  });
});
