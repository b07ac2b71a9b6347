/**
 * The demo store: a catalog with images the project draws itself, a few orders and messages.
 * Runs only on an empty products table, so it is safe to call at every start. `pnpm db:seed` adds
 * 60 days of order history on top (seed-history.ts).
 * No staff users: production never has a default password (`pnpm admin:create`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { IMAGE_WIDTHS, deliveryFee, effectivePrice, holdsUnits, linesTotal } from '@vigor/shared';
import type { Database } from './client.ts';
import { readDeliverySettings } from './delivery-settings.ts';
import { CATALOG, MESSAGES, ORDERS } from './seed/catalog.ts';
import { drawGarment } from './seed/draw-garment.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Stores one image file under its storage key (e.g. `products/seed-atlas-640.webp`). */
export type SaveImageFile = (key: string, webp: Buffer) => Promise<void>;

/** Image files into a local storage folder (the API's local storage driver reads them there). */
export const saveToFolder =
  (storageDir: string): SaveImageFile =>
  async (key, webp) => {
    const file = path.join(storageDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, webp);
  };

/** Renders an SVG to WebP at every stored width: `${key}-${width}.webp`. */
export async function writeProductImage(save: SaveImageFile, key: string, svg: string): Promise<void> {
  const source = Buffer.from(svg);
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) =>
      save(`${key}-${width}.webp`, await sharp(source).resize({ width }).webp({ quality: 80 }).toBuffer()),
    ),
  );
}

/** Seeds an empty store; its images go through `saveImage` (a folder, or the API's storage driver). */
export async function seed(db: Database, { saveImage }: { saveImage: SaveImageFile }): Promise<void> {
  if ((await db.product.count()) > 0) return;
  const now = Date.now();
  const ids = new Map<
    string,
    { id: number; name: string; image: string; price: number; prix_reduction: number | null }
  >();

  for (const product of CATALOG) {
    const image = `products/seed-${product.slug}`;
    await writeProductImage(saveImage, image, drawGarment(product.type, product.hex));
    const row = await db.product.create({
      data: {
        name: product.name,
        description: product.description,
        description_fr: product.description_fr,
        description_ar: product.description_ar,
        type: product.type,
        color: product.color,
        price: product.price,
        prix_reduction: product.prix_reduction ?? null,
        image,
        status: product.status,
        created_at: new Date(now - product.ageDays * DAY_MS),
        sizes: {
          create: (product.sizes ?? []).map(([size, quantity], position) => ({ size, quantity, position })),
        },
      },
    });
    ids.set(product.slug, {
      id: row.id,
      name: product.name,
      image,
      price: product.price,
      prix_reduction: product.prix_reduction ?? null,
    });
  }

  const delivery = await readDeliverySettings(db);
  for (const order of ORDERS) {
    const items = order.items.map(([slug, size, quantity]) => {
      const product = ids.get(slug)!;
      return {
        product_id: product.id,
        product_name: product.name,
        product_image: product.image,
        size,
        quantity,
        price: effectivePrice(product),
        original_price: product.price,
      };
    });
    const total = linesTotal(items.map((i) => ({ unitPrice: i.price, quantity: i.quantity })));
    await db.$transaction(async (tx) => {
      await tx.order.create({
        data: {
          customer_name: order.customer_name,
          customer_phone: order.customer_phone,
          customer_city: order.customer_city,
          status: order.status,
          total_amount: total,
          // Every demo city is a delivery city of the migration's defaults.
          delivery_fee: deliveryFee(delivery, order.customer_city, total) ?? 0,
          created_at: new Date(now - order.ageDays * DAY_MS),
          items: { create: items },
        },
      });
      // Units held by orders, as the order service keeps them.
      if (!holdsUnits(order.status)) return;
      for (const item of items) {
        await tx.productSize.updateMany({
          where: { product_id: item.product_id, size: item.size },
          data: { reserved: { increment: item.quantity } },
        });
      }
    });
  }

  await db.message.createMany({
    data: MESSAGES.map((message, index) => ({
      ...message,
      created_at: new Date(now - (index + 1) * DAY_MS),
    })),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureDatabase } = await import('./database.ts');
  const { migrate } = await import('./migrate.ts');
  const { createPrismaClient } = await import('./client.ts');
  const { DEFAULT_STORAGE_DIR } = await import('./paths.ts');
  const database = await ensureDatabase();
  await migrate(database.url);
  const db = createPrismaClient(database.url, { max: 2 });
  const { seedHistory } = await import('./seed-history.ts');
  await seed(db, { saveImage: saveToFolder(process.env.STORAGE_DIR ?? DEFAULT_STORAGE_DIR) });
  await seedHistory(db);
  console.log(`Seeded: ${await db.product.count()} products, ${await db.order.count()} orders.`);
  await db.$disconnect();
  await database.stop();
}
