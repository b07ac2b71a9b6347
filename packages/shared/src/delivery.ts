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
