import { z } from 'zod';
import { roundToCentime, toCents } from './money.js';

/** Shown by the shipping banner before the shop's settings are read; the seeded default. */
export const FREE_SHIPPING_THRESHOLD = 599;

/** A city the shop delivers to, as the checkout offers it. */
export interface DeliveryCity {
  id: number;
  name_fr: string;
  name_ar: string;
}

/** What delivery costs to the cities of one zone. */
export interface DeliveryZone {
  id: number;
  name: string;
  fee: number;
  cities: DeliveryCity[];
}

/** The delivery settings the admin edits: zones and the free-delivery threshold, in dh. */
export interface DeliverySettings {
  free_from: number;
  zones: DeliveryZone[];
}

/** Case, accents and surrounding spaces do not matter when a shopper types a city. */
export function cityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

export interface CityMatch {
  city: DeliveryCity;
  zone: DeliveryZone;
}

/** The delivery city a typed name stands for (French or Arabic name), or null. */
export function findDeliveryCity(settings: DeliverySettings, name: string): CityMatch | null {
  const key = cityKey(name);
  if (!key) return null;
  for (const zone of settings.zones) {
    const city = zone.cities.find((c) => cityKey(c.name_fr) === key || cityKey(c.name_ar) === key);
    if (city) return { city, zone };
  }
  return null;
}

/** Cities whose French or Arabic name contains what the shopper typed (all when nothing is typed). */
export function searchDeliveryCities(settings: DeliverySettings, typed: string): CityMatch[] {
  const key = cityKey(typed);
  const all = settings.zones.flatMap((zone) => zone.cities.map((city) => ({ city, zone })));
  if (!key) return all;
  return all.filter(({ city }) => cityKey(city.name_fr).includes(key) || cityKey(city.name_ar).includes(key));
}

/**
 * The one delivery rule of the shop, used by the server to charge an order and by every page
 * that shows a fee. `subtotal` is the ordered subtotal in dh; amounts are compared and returned
 * through whole centimes. Returns null when the fee depends on a city that is not known yet
 * (none chosen, or not one of the shop's cities) and the subtotal is below the threshold.
 */
export function deliveryFee(
  settings: DeliverySettings,
  city: string | null,
  subtotal: number,
): number | null {
  const subtotalCents = toCents(subtotal);
  if (subtotalCents <= 0 || subtotalCents >= toCents(settings.free_from)) return 0;
  const match = city == null ? null : findDeliveryCity(settings, city);
  return match ? roundToCentime(match.zone.fee) : null;
}

const Money = z.coerce
  .number({ error: 'Enter an amount in dh' })
  .min(0, 'Must be 0 dh or more')
  .max(100_000, 'Must be at most 100000 dh')
  .multipleOf(0.01, 'At most two decimals');
const CityName = (language: string) =>
  z
    .string()
    .trim()
    .min(1, `${language} name is required`)
    .max(60, `${language} name is at most 60 characters`);

/** The admin's edit of the delivery settings: the whole list replaces the previous one. */
export const UpdateDeliverySettingsInput = z
  .strictObject({
    free_from: Money,
    zones: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1, 'Zone name is required').max(60, 'At most 60 characters'),
          fee: Money,
          cities: z
            .array(z.strictObject({ name_fr: CityName('French'), name_ar: CityName('Arabic') }))
            .min(1, 'A zone needs at least one city')
            .max(200),
        }),
      )
      .min(1, 'At least one delivery zone is required')
      .max(20),
  })
  .superRefine((input, ctx) => {
    // A city is in one zone only (the checkout must find one fee for it); the error names the
    // second occurrence so the form can show it next to that field.
    const seen = new Set<string>();
    input.zones.forEach((zone, zoneIndex) => {
      zone.cities.forEach((city, cityIndex) => {
        const key = cityKey(city.name_fr);
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['zones', zoneIndex, 'cities', cityIndex, 'name_fr'],
            message: `${city.name_fr} is listed twice`,
          });
        }
        seen.add(key);
      });
    });
  });
export type UpdateDeliverySettingsInput = z.infer<typeof UpdateDeliverySettingsInput>;
