import type { DeliverySettings } from '@vigor/shared';
import type { Database, Prisma } from './client.ts';

/** What the read needs of a client: the two models, and a batch of queries in one transaction. */
interface SettingsReader extends Pick<Database, 'shopSettings' | 'deliveryZone'> {
  $transaction<P extends Prisma.PrismaPromise<unknown>[]>(
    queries: [...P],
    options?: { isolationLevel?: Prisma.TransactionIsolationLevel },
  ): Promise<{ [K in keyof P]: Awaited<P[K]> }>;
}

/**
 * The delivery zones with their cities (zones in the admin's order, cities by French name) and
 * the free-delivery threshold, as plain numbers of dh. Read by the API (orders, the delivery
 * endpoints) and by the seed, which charges its demo orders by the same rule.
 *
 * The three reads (settings, zones, their cities) see one snapshot of the database: a save
 * replaces every zone and city in one transaction, and a reader that saw the zones before its
 * commit and their cities after it would find the old zones without a city, and refuse an order
 * to a city both lists have (apps/api/src/modules/delivery/delivery.test.ts).
 */
export async function readDeliverySettings(db: SettingsReader): Promise<DeliverySettings> {
  const [settings, zones] = await db.$transaction(
    [
      db.shopSettings.findUnique({ where: { id: 1 }, select: { free_delivery_from: true } }),
      db.deliveryZone.findMany({
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          name: true,
          fee: true,
          cities: { orderBy: { name_fr: 'asc' }, select: { id: true, name_fr: true, name_ar: true } },
        },
      }),
    ],
    { isolationLevel: 'RepeatableRead' },
  );
  // The delivery_zones migration inserts the settings row; nothing deletes it.
  if (!settings) throw new Error('shop_settings has no row');
  return {
    free_from: Number(settings.free_delivery_from),
    zones: zones.map((zone) => ({ ...zone, fee: Number(zone.fee) })),
  };
}
