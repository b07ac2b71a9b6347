import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, OrderEventPayload } from '@vigor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Database } from './client.ts';
import { createDatabaseIfMissing, dropDatabase, openTestServer, type DatabaseServer } from './database.ts';
import { migrate } from './migrate.ts';
import { saveToFolder, seed } from './seed.ts';
import { seedHistory } from './seed-history.ts';

let server: DatabaseServer;
let db: Database;
let storageDir: string;
const name = `vigor_seed_${process.pid}`;

beforeAll(async () => {
  server = await openTestServer();
  await createDatabaseIfMissing(server, name);
  await migrate(server.urlFor(name));
  db = createPrismaClient(server.urlFor(name), { max: 2 });
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'vigor-seed-'));
  await seed(db, { saveImage: saveToFolder(storageDir) });
});

afterAll(async () => {
  await db.$disconnect();
  await dropDatabase(server, name);
  await server.stop();
  await rm(storageDir, { recursive: true, force: true });
});

describe('seed', () => {
  it('makes the demo catalog the foundation issue asks for', async () => {
    const byType = await db.product.groupBy({ by: ['type'], _count: true });
    const count = (type: string) => byType.find((g) => g.type === type)?._count ?? 0;
    expect(count('hoodies')).toBeGreaterThanOrEqual(8);
    expect(count('beanies')).toBeGreaterThanOrEqual(6);
    expect(count('t_shirts')).toBeGreaterThanOrEqual(4);
    const statuses = new Set((await db.product.findMany({ select: { status: true } })).map((p) => p.status));
    expect([...statuses].sort()).toEqual(['available', 'coming_soon', 'out_of_stock', 'pre_order']);
    expect(await db.product.count({ where: { prix_reduction: { not: null } } })).toBeGreaterThan(0);
    expect(await db.productSize.count({ where: { quantity: { gt: 0 } } })).toBeGreaterThan(0);
  });

  it('has a product sold out by stock while its status says available', async () => {
    const soldOut = await db.product.findMany({ where: { status: 'available' }, include: { sizes: true } });
    expect(
      soldOut.some((p) => p.sizes.length > 0 && p.sizes.every((s) => (s.quantity ?? 1) - s.reserved <= 0)),
    ).toBe(true);
  });

  it('draws every image as WebP at every width', async () => {
    const products = await db.product.findMany({ select: { image: true } });
    for (const { image } of products) {
      expect(image).toMatch(/^products\/seed-/);
      for (const width of IMAGE_WIDTHS) {
        const meta = await sharp(path.join(storageDir, `${image}-${width}.webp`)).metadata();
        expect(meta).toMatchObject({ format: 'webp', width });
      }
    }
  });

  it('keeps reserved equal to the units of orders that are not canceled', async () => {
    const sizes = await db.productSize.findMany();
    const items = await db.orderItem.findMany({ where: { order: { status: { not: 'canceled' } } } });
    for (const size of sizes) {
      const held = items
        .filter((i) => i.product_id === size.product_id && i.size === size.size)
        .reduce((sum, i) => sum + i.quantity, 0);
      expect(size.reserved, `${size.product_id} ${size.size}`).toBe(held);
    }
    expect(await db.order.count({ where: { status: 'canceled' } })).toBeGreaterThan(0);
    expect(await db.message.count()).toBeGreaterThan(0);
  });

  it('adds nothing when run again', async () => {
    const before = await Promise.all([db.product.count(), db.order.count(), db.message.count()]);
    await seed(db, { saveImage: saveToFolder(storageDir) });
    expect(await Promise.all([db.product.count(), db.order.count(), db.message.count()])).toEqual(before);
  });
});

describe('seed history', () => {
  const now = Date.parse('2026-11-20T15:00:00Z');
  let before: number;
  let lastBase: number;
  let took: number;

  /** What the history made, in a form two runs can be compared by. */
  const fingerprint = async () =>
    db.$queryRaw<object[]>`
      SELECT o.status::text, o.customer_city, o.total_amount::text, o.delivery_fee::text, o.created_at,
        o.cash_status, (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events,
        (SELECT string_agg(i.product_name || ' ' || i.size || ' x' || i.quantity, ', ' ORDER BY i.id)
          FROM order_items i WHERE i.order_id = o.id) AS items
      FROM orders o WHERE o.id > ${lastBase} ORDER BY o.id`;

  beforeAll(async () => {
    before = await db.order.count();
    lastBase = (await db.order.aggregate({ _max: { id: true } }))._max.id ?? 0;
    const start = performance.now();
    await seedHistory(db, { now });
    took = performance.now() - start;
  });

  it('adds a few hundred orders over the last 60 days, quickly', async () => {
    const added = await db.order.findMany({ where: { id: { gt: lastBase } }, select: { created_at: true } });
    expect(added.length).toBeGreaterThanOrEqual(300);
    expect(await db.order.count()).toBe(before + added.length);
    const ages = added.map((o) => (now - o.created_at.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(60);
    expect(Math.max(...ages)).toBeGreaterThan(55);
    // A few bulk statements: seconds on a busy two-core machine, where one transaction per order took far longer.
    expect(took).toBeLessThan(15_000);
  });

  it('holds every status, with calls, batches and payouts', async () => {
    const statuses = await db.order.groupBy({
      by: ['status'],
      where: { id: { gt: lastBase } },
      _count: true,
    });
    expect(statuses.map((s) => s.status).sort()).toEqual(
      ['canceled', 'confirmed', 'contacted', 'delivered', 'pending', 'refused', 'returned', 'shipped'].sort(),
    );
    for (const s of statuses) expect(s._count, s.status).toBeGreaterThan(0);
    const kinds = await db.orderEvent.groupBy({ by: ['kind'], _count: true });
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'call',
      'outcome',
      'payout',
      'placed',
      'shipment',
      'status',
    ]);
    // Each event reads back through the shared union, under its own kind.
    for (const e of await db.orderEvent.findMany({ select: { kind: true, details: true } })) {
      expect(OrderEventPayload.parse(e.details).type).toBe(e.kind);
    }
    // Every order past pending has the call (or the automatic cancel) that moved it.
    const uncalled = await db.order.count({
      where: {
        id: { gt: lastBase },
        status: { not: 'pending' },
        // The automatic cancel is the only status event of the history.
        events: { none: { kind: { in: ['call', 'status'] } } },
      },
    });
    expect(uncalled).toBe(0);
    const shippedWithoutBatch = await db.order.count({
      where: {
        id: { gt: lastBase },
        status: { in: ['shipped', 'delivered', 'refused', 'returned'] },
        shipment_batch_id: null,
      },
    });
    expect(shippedWithoutBatch).toBe(0);
    // Each shipped order has its tracking number, the one its shipment event records.
    const shipments = await db.orderEvent.findMany({
      where: { kind: 'shipment', order_id: { gt: lastBase } },
      select: { details: true, order: { select: { tracking_number: true } } },
    });
    expect(shipments.length).toBeGreaterThan(0);
    for (const { details, order } of shipments) {
      expect(order.tracking_number).toMatch(/^[A-Z]{3}-\d+$/);
      expect((details as { tracking_number: string }).tracking_number).toBe(order.tracking_number);
    }
    expect(await db.shipmentBatch.count()).toBeGreaterThan(10);
    expect(await db.order.count({ where: { cash_status: 'disputed' } })).toBeGreaterThan(0);
    expect(await db.order.count({ where: { status: 'delivered', payout_id: null } })).toBeGreaterThan(0);
  });

  it('balances each payout: amount received plus fees is what the carrier says it collected', async () => {
    const rows = await db.$queryRaw<{ id: number; received: string; collected: string }[]>`
      SELECT p.id, (p.amount_received + p.fees)::text AS received, sum(o.cash_collected)::text AS collected
      FROM carrier_payouts p JOIN orders o ON o.payout_id = p.id GROUP BY p.id`;
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.received, `payout ${row.id}`).toBe(row.collected);
    expect(await db.order.count({ where: { payout_id: { not: null }, status: { not: 'delivered' } } })).toBe(
      0,
    );
  });

  it('keeps reserved equal to the units of orders that hold them', async () => {
    const rows = await db.$queryRaw<{ id: number; reserved: number; held: number }[]>`
      SELECT s.id, s.reserved, COALESCE((SELECT sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.product_id = s.product_id AND i.size = s.size AND o.status NOT IN ('canceled', 'returned')), 0)::int AS held
      FROM product_sizes s`;
    for (const row of rows) expect(row.reserved, `size ${row.id}`).toBe(row.held);
  });

  it('is the same history for the same seed and time, and is not added twice', async () => {
    const first = await fingerprint();
    await seedHistory(db, { now });
    expect(await fingerprint()).toEqual(first);
    await db.$executeRaw`DELETE FROM orders WHERE id > ${lastBase}`;
    await db.$executeRaw`DELETE FROM shipment_batches`;
    await db.$executeRaw`DELETE FROM carrier_payouts`;
    await seedHistory(db, { now });
    const again = await fingerprint();
    expect(again).toHaveLength(first.length);
    expect(again).toEqual(first);
  });
});
