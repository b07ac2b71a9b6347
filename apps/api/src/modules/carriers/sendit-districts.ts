/**
 * Sendit's district of each parcel (docs/carriers.md, "Sendit districts"): a city Sendit lists as
 * several districts (Casablanca, Rabat, Marrakech...) takes the one its address names; when it
 * names none, the parcel waits for a shipping agent's choice (never the first listed).
 */
import type { ChooseDistrictInput } from '@vigor/shared';
import { carrierCityKey, districtInAddress } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { carrierCityCodes } from './carrier-cities.service.ts';
import type { IntegratedCarrierRow } from './carrier-integrations.ts';

/** States in which no parcel exists at the carrier and none is on its way: a district may change. */
const NOT_SENT = ['failed', 'needs_district', 'ready'];

/** The districts of the city a district belongs to (itself alone for a single-district city). */
async function cityDistricts(carrierId: number, code: string) {
  const district = await prisma.carrierCity.findUnique({
    where: { carrier_id_code: { carrier_id: carrierId, code } },
  });
  if (!district?.parent) return district ? [district] : [];
  return prisma.carrierCity.findMany({
    where: { carrier_id: carrierId, parent: district.parent },
    orderBy: { name: 'asc' },
  });
}

/**
 * The carrier city code an order's parcel is sent to: the city's own mapping for most carriers and
 * cities; for a Sendit city of several districts, the agent's choice or the district its address
 * names. With neither, the parcel is recorded as waiting for a choice and 409 says so.
 */
export async function parcelCityCode(
  carrier: IntegratedCarrierRow,
  order: { id: number; customer_city: string; customer_address: string | null },
  mappedCode: string,
  reference: string,
): Promise<string> {
  if (carrier.integration !== 'sendit') return mappedCode;
  const parcel = await prisma.parcel.findUnique({ where: { order_id: order.id } });
  // Already at Sendit: the batch ships it with its code, whatever the district.
  if (parcel?.state === 'created') return mappedCode;
  if (parcel?.district_code && parcel.carrier_id === carrier.id) return parcel.district_code;
  const districts = await cityDistricts(carrier.id, mappedCode);
  if (districts.length <= 1) return mappedCode;
  const named = districtInAddress(order.customer_address ?? '', districts);
  if (named) return named.code;
  const message = `Choose the ${carrier.name} district of order #${order.id}: ${order.customer_city} has ${districts.length} districts and the address names none.`;
  // A parcel that may exist at Sendit keeps its state: only an agent's answer changes it.
  if (parcel && !NOT_SENT.includes(parcel.state)) throw AppError.conflict(message);
  await prisma.parcel.upsert({
    where: { order_id: order.id },
    create: {
      order_id: order.id,
      carrier_id: carrier.id,
      reference,
      state: 'needs_district',
      error: message,
    },
    update: { carrier_id: carrier.id, state: 'needs_district', error: message, district_code: null },
  });
  throw AppError.conflict(message);
}

/** The districts an order of this city may be sent to, for a parcel waiting for a choice. */
export async function districtChoices(
  carrierId: number,
  city: string,
): Promise<{ code: string; name: string }[]> {
  const mapped = (await carrierCityCodes(carrierId)).get(carrierCityKey(city));
  if (!mapped) return [];
  return (await cityDistricts(carrierId, mapped)).map(({ code, name }) => ({ code, name }));
}

/** A shipping agent's district for an order waiting for one: the next batch creates the parcel. */
export async function chooseDistrict(orderId: number, input: ChooseDistrictInput) {
  const parcel = await orNotFound('Parcel', prisma.parcel.findUnique({ where: { order_id: orderId } }));
  if (!NOT_SENT.includes(parcel.state)) {
    throw AppError.conflict(`Order #${orderId}'s parcel is already at the carrier: its district stays.`);
  }
  const district = await prisma.carrierCity.findUnique({
    where: { carrier_id_code: { carrier_id: parcel.carrier_id, code: input.district_code } },
  });
  if (!district) {
    throw AppError.badRequest('Pick one of the carrier’s districts.', {
      district_code: ['Unknown district.'],
    });
  }
  await prisma.parcel.update({
    where: { order_id: orderId },
    data: { district_code: district.code, state: 'ready', error: null },
  });
  return { order_id: orderId, district: { code: district.code, name: district.name } };
}
