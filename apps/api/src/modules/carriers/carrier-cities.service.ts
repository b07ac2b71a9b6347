/**
 * A carrier's city list, fetched and stored, and each delivery city of the shop sent as one of
 * them: matched automatically (matchCities in packages/shared) unless an admin mapped it by hand.
 */
import type { CityMappingReport, CityMappingRow, MapCityInput } from '@vigor/shared';
import { carrierCityKey, matchCities } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import type { SetAsideRow } from './carrier-answers.ts';
import { carrierAdapter } from './carrier-integrations.ts';

const findCarrier = (id: number) => orNotFound('Carrier', prisma.carrier.findUnique({ where: { id } }));

/**
 * Asks the carrier for its cities and replaces the stored list with them; rows of its list that
 * cannot be read are left out and named in the answer (`set_aside`), the others are kept.
 */
export async function fetchCarrierCities(carrierId: number): Promise<CityMappingReport> {
  const carrier = await findCarrier(carrierId);
  const setAside: SetAsideRow[] = [];
  const cities = await carrierAdapter(carrier).listCities((row) => setAside.push(row));
  await prisma.$transaction([
    prisma.carrierCity.deleteMany({ where: { carrier_id: carrierId } }),
    prisma.carrierCity.createMany({
      data: cities.map((c) => ({
        carrier_id: carrierId,
        code: c.code,
        name: c.name,
        name_ar: c.name_ar,
        parent: c.parent,
        delivered_price: c.prices?.delivered ?? null,
        returned_price: c.prices?.returned ?? null,
        refused_price: c.prices?.refused ?? null,
      })),
      skipDuplicates: true,
    }),
    prisma.carrier.update({ where: { id: carrierId }, data: { cities_fetched_at: new Date() } }),
  ]);
  return { ...(await cityMappingReport(carrierId)), set_aside: setAside };
}

/** Every delivery city of the shop with the carrier city it is sent as, or none. */
export async function cityMappingReport(carrierId: number): Promise<CityMappingReport> {
  const carrier = await findCarrier(carrierId);
  const [shopCities, carrierCities, mappings] = await Promise.all([
    prisma.deliveryCity.findMany({ select: { name_fr: true, name_ar: true }, orderBy: { id: 'asc' } }),
    prisma.carrierCity.findMany({ where: { carrier_id: carrierId }, orderBy: { id: 'asc' } }),
    prisma.carrierCityMapping.findMany({ where: { carrier_id: carrierId } }),
  ]);
  const byCode = new Map(carrierCities.map((c) => [c.code, c]));
  const byHand = new Map(mappings.map((m) => [m.city, byCode.get(m.carrier_city_code)]));
  const rows: CityMappingRow[] = matchCities(shopCities, carrierCities).map((match) => {
    const hand = byHand.get(match.city.name_fr);
    const chosen = hand ?? match.carrier_city;
    return {
      city: match.city.name_fr,
      city_ar: match.city.name_ar,
      carrier_city: chosen ? { code: chosen.code, name: chosen.name } : null,
      by: hand ? 'hand' : match.by,
    };
  });
  return {
    carrier_id: carrierId,
    fetched_at: carrier.cities_fetched_at?.toISOString() ?? null,
    carrier_cities: carrierCities.map((c) => ({
      code: c.code,
      name: c.parent ? `${c.name} (${c.parent})` : c.name,
    })),
    rows,
    matched: rows.filter((r) => r.carrier_city).length,
  };
}

/** Maps a shop city by hand (or, with no code, hands it back to the automatic match). */
export async function mapCity(carrierId: number, input: MapCityInput): Promise<CityMappingReport> {
  await findCarrier(carrierId);
  const city = await prisma.deliveryCity.findUnique({ where: { name_fr: input.city } });
  if (!city)
    throw AppError.badRequest(`${input.city} is not a delivery city of the shop.`, {
      city: ['Unknown city.'],
    });
  if (input.carrier_city_code == null) {
    await prisma.carrierCityMapping.deleteMany({ where: { carrier_id: carrierId, city: input.city } });
  } else {
    const known = await prisma.carrierCity.findUnique({
      where: { carrier_id_code: { carrier_id: carrierId, code: input.carrier_city_code } },
    });
    if (!known) {
      throw AppError.badRequest('Pick one of the carrier’s cities.', {
        carrier_city_code: ['Unknown carrier city.'],
      });
    }
    await prisma.carrierCityMapping.upsert({
      where: { carrier_id_city: { carrier_id: carrierId, city: input.city } },
      create: { carrier_id: carrierId, city: input.city, carrier_city_code: input.carrier_city_code },
      update: { carrier_city_code: input.carrier_city_code },
    });
  }
  return cityMappingReport(carrierId);
}

/** The carrier's city id of each shop city that has one, by the key of its French or Arabic name. */
export async function carrierCityCodes(carrierId: number): Promise<Map<string, string>> {
  const report = await cityMappingReport(carrierId);
  return new Map(
    report.rows.flatMap((row) =>
      row.carrier_city
        ? [row.city, row.city_ar].map((name) => [carrierCityKey(name), row.carrier_city!.code] as const)
        : [],
    ),
  );
}
