/**
 * Shipping through an integrated carrier (docs/carriers.md): one parcel per order created through
 * the carrier's API, never two for one order, the order Shipped with the carrier's tracking code
 * once its parcel exists, and left Confirmed with the carrier's error when it does not.
 */
import type { CarrierParcel, ParcelFailure, ShipBatchInput } from '@vigor/shared';
import {
  ORDER_STATUS_LABELS,
  SHIPPABLE_STATUS,
  cashToCollect,
  carrierCityKey,
  carrierStatusMeaning,
} from '@vigor/shared';
import type { IntegratedCarrier } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import type { StaffIdentity } from '../../middleware/authenticate.ts';
import { orderReads, withOrderTransaction } from '../orders/index.ts';
import { CarrierError, type CarrierAdapter, type ParcelRequest } from './carrier-adapter.ts';
import { carrierCityCodes } from './carrier-cities.service.ts';
import { carrierAdapter, type IntegratedCarrierRow } from './carrier-integrations.ts';
import { markShipped } from './mark-shipped.ts';
import { districtChoices, parcelCityCode } from './sendit-districts.ts';

/** Our id of an order's parcel at any carrier: a retry finds the parcel by it. */
export const parcelReference = (orderId: number) => `VIGOR-${orderId}`;

/** A failure whose outcome is unknown: the carrier may have created the parcel anyway. */
const UNKNOWN_OUTCOME = new Set(['timeout', 'unavailable', 'malformed']);

const parcelOrderSelect = {
  id: true,
  status: true,
  customer_name: true,
  customer_phone: true,
  customer_city: true,
  customer_address: true,
  delivery_note: true,
  total_amount: true,
  delivery_fee: true,
  items: { select: { product_name: true, size: true, quantity: true }, orderBy: { id: 'asc' } },
} as const;

type ParcelOrder = Awaited<ReturnType<typeof loadOrders>>[number];

function loadOrders(ids: number[]) {
  return orderReads().order.findMany({
    where: { id: { in: ids } },
    select: parcelOrderSelect,
    orderBy: { id: 'asc' },
  });
}

/** +212612345678 -> 0612345678: the carriers' couriers dial the national number. */
const nationalPhone = (phone: string) => phone.replace(/^\+212/, '0');

function parcelRequest(order: ParcelOrder, cityCode: string, openBeforePaying: boolean): ParcelRequest {
  return {
    reference: parcelReference(order.id),
    receiver: order.customer_name,
    phone: nationalPhone(order.customer_phone),
    city_code: cityCode,
    address: order.customer_address?.trim() || order.customer_city,
    cash_to_collect: cashToCollect({
      total_amount: order.total_amount.toString(),
      delivery_fee: order.delivery_fee.toString(),
    }),
    products: order.items.map((i) => `${i.product_name} ${i.size} x${i.quantity}`).join(', '),
    note: order.delivery_note,
    open_before_paying: openBeforePaying,
  };
}

/**
 * Why a parcel is held: its creation got no answer and the carrier cannot be searched by our
 * reference, so only the shipping agent can tell whether it exists before it is sent again.
 */
const heldMessage = (carrier: { name: string }, order: ParcelOrder) =>
  `${carrier.name} did not answer when the parcel of order #${order.id} was sent: it may exist there. ` +
  `Look for ${order.customer_name} (${nationalPhone(order.customer_phone)}) in ${carrier.name}'s client space, ` +
  'then enter its tracking number, or send it again, in SHIPPING.';

/**
 * The order's parcel at the carrier: the one already created, the one a retry finds under our
 * reference (its earlier creation timed out), or a new one. A carrier that cannot be searched by
 * our reference never gets a second try after a creation without answer: the parcel is held for
 * the shipping agent (releaseHeldParcel). The parcel row records each outcome.
 */
async function ensureParcel(
  carrier: IntegratedCarrierRow,
  adapter: CarrierAdapter,
  order: ParcelOrder,
  cityCode: string,
  openBeforePaying: boolean,
): Promise<string> {
  const reference = parcelReference(order.id);
  const existing = await prisma.parcel.findUnique({
    where: { order_id: order.id },
    include: { carrier: true },
  });
  if (existing && existing.carrier_id !== carrier.id && existing.state !== 'failed') {
    throw AppError.conflict(
      `Order #${order.id} already has a parcel at ${existing.carrier.name}: ship it with ${existing.carrier.name}.`,
    );
  }
  if (existing?.state === 'created' && existing.tracking_code) return existing.tracking_code;
  if (existing?.state === 'held') throw AppError.conflict(existing.error ?? heldMessage(carrier, order));
  // Only a creation whose outcome is unknown may have made a parcel: look for it before another.
  const uncertain = existing?.state === 'pending';
  if (uncertain && !adapter.findParcel) {
    await prisma.parcel.update({
      where: { order_id: order.id },
      data: { state: 'held', error: heldMessage(carrier, order) },
    });
    throw AppError.conflict(heldMessage(carrier, order));
  }
  await prisma.parcel.upsert({
    where: { order_id: order.id },
    create: { order_id: order.id, carrier_id: carrier.id, reference, open_before_paying: openBeforePaying },
    update: { carrier_id: carrier.id, state: 'pending', open_before_paying: openBeforePaying },
  });
  try {
    const parcel =
      (uncertain
        ? await adapter.findParcel!(reference, { phone: nationalPhone(order.customer_phone) })
        : null) ?? (await adapter.createParcel(parcelRequest(order, cityCode, openBeforePaying)));
    await prisma.parcel.update({
      where: { order_id: order.id },
      data: {
        state: 'created',
        tracking_code: parcel.tracking_code,
        carrier_status: parcel.status,
        carrier_status_at: parcel.status ? new Date() : null,
        error: null,
      },
    });
    return parcel.tracking_code;
  } catch (error) {
    if (error instanceof CarrierError) {
      const unknown = UNKNOWN_OUTCOME.has(error.kind);
      // `unconfirmed`: the carrier was searched and cannot tell whether it made the parcel.
      const held = error.kind === 'unconfirmed' || (unknown && !adapter.findParcel);
      await prisma.parcel.update({
        where: { order_id: order.id },
        data: {
          state: held ? 'held' : unknown ? 'pending' : 'failed',
          // An `unconfirmed` error already says what to look for; a timeout does not.
          error:
            held && error.kind !== 'unconfirmed'
              ? `${error.message} ${heldMessage(carrier, order)}`
              : error.message,
        },
      });
    }
    throw error;
  }
}

/**
 * Ships a batch through an integrated carrier: refuses orders that are not Confirmed (409) or
 * whose city the carrier cannot read (400, naming them), then creates each parcel. Orders whose
 * parcel exists become Shipped in the batch; the others stay Confirmed and come back in `failed`
 * with the carrier's error. Nothing shipped: no batch, 502 with the errors.
 */
export async function shipThroughCarrier(
  input: ShipBatchInput,
  carrier: IntegratedCarrierRow,
  staff: Pick<StaffIdentity, 'id' | 'role'>,
): Promise<{ batchId: number; failed: ParcelFailure[] }> {
  const adapter = carrierAdapter(carrier);
  const orders = await loadOrders(input.orders.map((o) => o.id));
  const wrong = input.orders
    .map((o) => ({ id: o.id, status: orders.find((row) => row.id === o.id)?.status }))
    .filter((o) => o.status !== SHIPPABLE_STATUS)
    .map((o) => `#${o.id} (${o.status ? ORDER_STATUS_LABELS[o.status] : 'unknown'})`);
  if (wrong.length) throw AppError.conflict(`Only confirmed orders can be shipped: ${wrong.join(', ')}.`);

  const codes = await carrierCityCodes(carrier.id);
  const unmapped = orders.filter((o) => !codes.has(carrierCityKey(o.customer_city)));
  if (unmapped.length) {
    const list = unmapped.map((o) => `#${o.id} (${o.customer_city})`).join(', ');
    throw AppError.badRequest(`${carrier.name} has no city for ${list}: map it in the SHIPPING tab.`, {
      orders: unmapped.map((o) => `#${o.id}: ${o.customer_city}`),
    });
  }

  const batch = await prisma.shipmentBatch.create({
    data: { carrier_id: carrier.id, staff_user_id: staff.id },
  });
  const failed: ParcelFailure[] = [];
  let shipped = 0;
  for (const order of orders) {
    const asked = input.orders.find((o) => o.id === order.id)?.open_before_paying;
    try {
      const mapped = codes.get(carrierCityKey(order.customer_city))!;
      const cityCode = await parcelCityCode(carrier, order, mapped, parcelReference(order.id));
      const tracking = await ensureParcel(
        carrier,
        adapter,
        order,
        cityCode,
        asked ?? carrier.open_before_paying,
      );
      await withOrderTransaction((tx) =>
        markShipped(tx, order.id, { batchId: batch.id, carrier, tracking, staff }),
      );
      shipped++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ id: order.id, message: error.message });
    }
  }
  if (!shipped) {
    await prisma.shipmentBatch.delete({ where: { id: batch.id } });
    throw new AppError(
      502,
      `No parcel was created: ${failed.map((f) => `#${f.id}: ${f.message}`).join(' ')}`,
      undefined,
      { failed },
    );
  }
  return { batchId: batch.id, failed };
}

/** The batch's labels as the carrier prints them (a PDF); 404 when the carrier prints none. */
export async function carrierLabels(batchId: number): Promise<Buffer> {
  const batch = await orNotFound(
    'Batch',
    prisma.shipmentBatch.findUnique({
      where: { id: batchId },
      include: { carrier: true, orders: { select: { parcel: true }, orderBy: { id: 'asc' } } },
    }),
  );
  const codes = batch.orders.flatMap((o) =>
    o.parcel?.state === 'created' && o.parcel.carrier_id === batch.carrier_id && o.parcel.tracking_code
      ? [o.parcel.tracking_code]
      : [],
  );
  if (batch.carrier.integration === 'manual' || !codes.length) {
    throw new AppError(
      404,
      `Batch #${batchId} has no parcels created through a carrier: print the shop's slips.`,
    );
  }
  const pdf = await carrierAdapter(batch.carrier).fetchLabels(codes);
  if (!pdf) {
    throw new AppError(
      404,
      `${batch.carrier.name} prints no labels through its API: print the shop's slips.`,
    );
  }
  return pdf;
}

const RECENT_PARCELS = 100;

/**
 * Parcels that need an eye: those of orders still on their way (Shipped, Refused) and failed
 * attempts of orders still Confirmed, newest change first.
 */
export async function listParcels(only?: { order_id: number }): Promise<CarrierParcel[]> {
  const rows = await prisma.parcel.findMany({
    where: only ?? {
      OR: [
        { order: { status: { in: ['shipped', 'refused'] } } },
        { state: { not: 'created' }, order: { status: 'confirmed' } },
      ],
    },
    include: {
      carrier: { select: { id: true, name: true, active: true, integration: true } },
      order: { select: { status: true, customer_city: true } },
    },
    orderBy: { updated_at: 'desc' },
    take: RECENT_PARCELS,
  });
  return Promise.all(
    rows.map(async (p) => ({
      order_id: p.order_id,
      carrier: { id: p.carrier.id, name: p.carrier.name, active: p.carrier.active },
      state: p.state as CarrierParcel['state'],
      district_choices:
        p.state === 'needs_district' ? await districtChoices(p.carrier_id, p.order.customer_city) : null,
      return_code: p.return_code,
      return_status: p.return_status,
      tracking_code: p.tracking_code,
      error: p.error,
      carrier_status: p.carrier_status,
      meaning:
        p.carrier_status && p.carrier.integration !== 'manual'
          ? carrierStatusMeaning(p.carrier.integration as IntegratedCarrier, p.carrier_status)
          : null,
      order_status: p.order.status,
      updated_at: p.updated_at.toISOString(),
    })),
  );
}

/**
 * The shipping agent's answer for a held parcel: the tracking number found in the carrier's client
 * site, checked there first (a typo must not become the parcel), is the parcel, and the next batch
 * ships the order with it, nothing created; without one, the agent saw none there and the next
 * batch sends it again.
 */
export async function releaseHeldParcel(
  orderId: number,
  trackingCode: string | null,
): Promise<CarrierParcel> {
  const parcel = await orNotFound(
    'Parcel',
    prisma.parcel.findUnique({ where: { order_id: orderId }, include: { carrier: true } }),
  );
  if (parcel.state !== 'held') {
    throw AppError.conflict(`The parcel of order #${orderId} is not waiting for an answer.`);
  }
  if (trackingCode) {
    const found = await carrierAdapter(parcel.carrier).readStatus(trackingCode);
    await prisma.parcel.update({
      where: { order_id: orderId },
      data: {
        state: 'created',
        tracking_code: found.tracking_code,
        carrier_status: found.status,
        carrier_status_at: new Date(),
        error: null,
      },
    });
  } else {
    await prisma.parcel.update({
      where: { order_id: orderId },
      data: {
        state: 'failed',
        error: 'Not found at the carrier: it will be sent again with the next batch.',
      },
    });
  }
  const [row] = await listParcels({ order_id: orderId });
  return row!;
}
