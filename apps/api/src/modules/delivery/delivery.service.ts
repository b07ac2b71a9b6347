import {
  deliveryFee,
  findDeliveryCity,
  type DeliverySettings,
  type UpdateDeliverySettingsInput,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { cachedDeliverySettings, invalidateDeliverySettings } from '../../lib/delivery-settings-cache.ts';
import { prisma } from '../../lib/prisma.ts';
import { invalidateCatalog } from '../../lib/catalog-cache.ts';

/**
 * The delivery zones with their cities and the free-delivery threshold, from this process's copy
 * (lib/delivery-settings-cache.ts): shared by every caller, never to be changed.
 */
export function getDeliverySettings(): Promise<DeliverySettings> {
  return cachedDeliverySettings();
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
  // The other processes forget theirs when the commit's notification reaches them. Server-rendered
  // pages carry the fees: they are rendered again too.
  invalidateDeliverySettings();
  invalidateCatalog();
  return getDeliverySettings();
}

export interface Destination {
  /** The delivery city's French name, as orders store it. */
  city: string;
  /** Its delivery fee for an ordered subtotal, by the shop's one rule. */
  feeFor(subtotal: number): number;
}

/** The delivery city a shopper or staff member typed; 400 on `customer_city` when the shop does not deliver there. */
export async function deliveryTo(typedCity: string): Promise<Destination> {
  const settings = await getDeliverySettings();
  const match = findDeliveryCity(settings, typedCity);
  if (!match) {
    throw AppError.badRequest('We do not deliver to this city yet.', {
      customer_city: ['Choose your city from the list of delivery cities.'],
    });
  }
  const city = match.city.name_fr;
  return { city, feeFor: (subtotal) => deliveryFee(settings, city, subtotal) ?? match.zone.fee };
}
