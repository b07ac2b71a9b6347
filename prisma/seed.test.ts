import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@vigor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Database } from './client.ts';
import { createDatabaseIfMissing, dropDatabase, openTestServer, type DatabaseServer } from './database.ts';
import { migrate } from './migrate.ts';
import { saveToFolder, seed } from './seed.ts';

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
