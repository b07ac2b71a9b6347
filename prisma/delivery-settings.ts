import type { DeliverySettings } from '@vigor/shared';
import type { Database } from './client.ts';

/**
 * The delivery zones with their cities (zones in the admin's order, cities by French name) and
 * the free-delivery threshold, as plain numbers of dh. Read by the API (orders, the delivery
 * endpoints) and by the seed, which charges its demo orders by the same rule.
 */
export async function readDeliverySettings(
  db: Pick<Database, 'shopSettings' | 'deliveryZone'>,
): Promise<DeliverySettings> {
  const [settings, zones] = await Promise.all([
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
  ]);
  // The delivery_zones migration inserts the settings row; nothing deletes it.
  if (!settings) throw new Error('shop_settings has no row');
  return {
    free_from: Number(settings.free_delivery_from),
    zones: zones.map((zone) => ({ ...zone, fee: Number(zone.fee) })),
  };
}
