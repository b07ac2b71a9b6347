import type { DeliverySettings, UpdateDeliverySettingsInput } from '@vigor/shared';
import { readDeliverySettings } from '@vigor/db/delivery-settings';
import { prisma } from '../../lib/prisma.ts';

/** The delivery zones with their cities and the free-delivery threshold. */
export function getDeliverySettings(): Promise<DeliverySettings> {
  return readDeliverySettings(prisma);
}

/** Replaces every zone and city with the admin's list, and sets the threshold, in one transaction. */
export async function updateDeliverySettings(input: UpdateDeliverySettingsInput): Promise<DeliverySettings> {
  await prisma.$transaction(async (tx) => {
    await tx.shopSettings.update({ where: { id: 1 }, data: { free_delivery_from: input.free_from } });
    await tx.deliveryZone.deleteMany();
    for (const [position, zone] of input.zones.entries()) {
      await tx.deliveryZone.create({
        data: {
          name: zone.name,
          fee: zone.fee,
          position,
          cities: { create: zone.cities.map((c) => ({ name_fr: c.name_fr, name_ar: c.name_ar })) },
        },
      });
    }
  });
  return getDeliverySettings();
}
