/**
 * What Sendit needs besides creating and reading parcels (docs/carriers.md, "Sendit"): a return
 * request for each refused parcel, followed until the parcel is back (Sendit reports no
 * "returned" delivery status), a pickup request for a batch, the cancellation of a parcel not yet
 * picked up when its order is canceled, and the status catalog, refreshed daily.
 */
import type { CarrierSyncResult, PickupContact } from '@vigor/shared';
import { SENDIT_RETURN_BACK, SENDIT_STATUSES } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import type { OrderEventHandler } from '../orders/index.ts';
import { CarrierError } from './carrier-adapter.ts';
import { senditAdapterOf, type IntegratedCarrierRow } from './carrier-integrations.ts';
import { applyStatus, syncCarrierParcels } from './carrier-sync.ts';
import type { SenditContact } from './sendit-adapter.ts';

/** Sendit's contact of a pickup or a return: the pickup district and who is there. */
function senditContact(
  carrier: IntegratedCarrierRow & { pickup_contact: unknown },
  note: string,
): SenditContact {
  const contact = carrier.pickup_contact as PickupContact | null;
  if (!carrier.pickup_district_id || !contact) {
    throw AppError.badRequest(
      `${carrier.name} needs the pickup district and who hands the parcels over (SETTINGS, Carriers).`,
    );
  }
  return { district_id: carrier.pickup_district_id, ...contact, note };
}

/**
 * Refused Sendit parcels: each without a return request gets one (one request per carrier and
 * run), and each request is read until Sendit says the parcels are back, which makes the order
 * Returned (its units come back with the move).
 */
export async function followSenditReturns(carrierId?: number): Promise<CarrierSyncResult> {
  const parcels = await prisma.parcel.findMany({
    where: {
      state: 'created',
      tracking_code: { not: null },
      order: { status: 'refused' },
      carrier: { integration: 'sendit', ...(carrierId != null && { id: carrierId }) },
    },
    include: { carrier: true },
    orderBy: { id: 'asc' },
  });
  const result: CarrierSyncResult = { checked: 0, moved: [], unknown: [], errors: [], stale: [] };
  const byCarrier = new Map<number, typeof parcels>();
  for (const p of parcels) byCarrier.set(p.carrier_id, [...(byCarrier.get(p.carrier_id) ?? []), p]);
  for (const group of byCarrier.values()) {
    const carrier = group[0]!.carrier;
    try {
      const adapter = senditAdapterOf(carrier);
      const unrequested = group.filter((p) => !p.return_code);
      if (unrequested.length) {
        const contact = senditContact(carrier, 'Colis refusés : retour à la boutique.');
        const request = await adapter.requestReturn(
          contact,
          unrequested.map((p) => p.tracking_code!),
        );
        await prisma.parcel.updateMany({
          where: { id: { in: unrequested.map((p) => p.id) } },
          data: { return_code: request.code, return_status: request.status },
        });
      }
      const fresh = await prisma.parcel.findMany({ where: { id: { in: group.map((p) => p.id) } } });
      for (const code of new Set(fresh.map((p) => p.return_code!))) {
        const request = await adapter.readReturn(code);
        const ofRequest = fresh.filter((p) => p.return_code === code);
        await prisma.parcel.updateMany({
          where: { id: { in: ofRequest.map((p) => p.id) } },
          data: { return_status: request.status },
        });
        if (request.status !== SENDIT_RETURN_BACK) continue;
        for (const parcel of ofRequest) {
          result.moved.push(
            ...(await applyStatus(parcel.order_id, 'returned', {
              carrier: carrier.name,
              carrier_status: `Return ${code}: ${request.status}`,
            })),
          );
        }
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const p of group) result.errors.push({ order_id: p.order_id, message: error.message });
    }
  }
  return result;
}

/** The status sync, then the returns of refused Sendit parcels, as one result. */
export async function syncParcelsAndReturns(carrierId?: number): Promise<CarrierSyncResult> {
  const statuses = await syncCarrierParcels(carrierId);
  const returns = await followSenditReturns(carrierId);
  return {
    checked: statuses.checked + returns.checked,
    moved: [...statuses.moved, ...returns.moved],
    unknown: statuses.unknown,
    errors: [...statuses.errors, ...returns.errors],
    stale: statuses.stale,
  };
}

/** Asks Sendit to pick up a batch's parcels at the shop's pickup district. */
export async function requestBatchPickup(batchId: number) {
  const batch = await orNotFound(
    'Batch',
    prisma.shipmentBatch.findUnique({
      where: { id: batchId },
      include: { carrier: true, orders: { select: { parcel: true }, orderBy: { id: 'asc' } } },
    }),
  );
  if (batch.pickup_code) {
    throw AppError.conflict(`Batch #${batchId} already has the pickup ${batch.pickup_code}.`);
  }
  const codes = batch.orders.flatMap((o) =>
    o.parcel?.state === 'created' && o.parcel.carrier_id === batch.carrier_id && o.parcel.tracking_code
      ? [o.parcel.tracking_code]
      : [],
  );
  if (!codes.length) throw AppError.badRequest(`Batch #${batchId} has no ${batch.carrier.name} parcels.`);
  const adapter = senditAdapterOf(batch.carrier);
  const pickup = await adapter.requestPickup(
    senditContact(batch.carrier, `Lot #${batchId} : ${codes.length} colis.`),
    codes,
  );
  await prisma.shipmentBatch.update({ where: { id: batchId }, data: { pickup_code: pickup.code } });
  return { batch_id: batchId, carrier_id: batch.carrier_id, pickup_code: pickup.code, parcels: codes.length };
}

/** Sendit statuses of a parcel it has not picked up yet (the status table moves no order for them). */
const NOT_PICKED_UP = new Set(
  Object.entries(SENDIT_STATUSES)
    .filter(([code, meaning]) => meaning.order_status === null && code !== 'CANCELED')
    .map(([code]) => code),
);

/**
 * Order-event subscriber: an order canceled while its Sendit parcel waits to be picked up has the
 * parcel deleted at Sendit. A parcel Sendit no longer lets go of keeps Sendit's reason on it.
 */
export const cancelSenditParcel: OrderEventHandler = async ({ orderId, payload }) => {
  // Any move to Canceled: the desk's, the automatic cancel, or a correction of a shipped order.
  if (!('to' in payload) || payload.to !== 'canceled') return;
  const parcel = await prisma.parcel.findUnique({ where: { order_id: orderId }, include: { carrier: true } });
  if (
    parcel?.carrier.integration !== 'sendit' ||
    parcel.state !== 'created' ||
    !parcel.tracking_code ||
    (parcel.carrier_status && !NOT_PICKED_UP.has(parcel.carrier_status))
  ) {
    return;
  }
  try {
    await senditAdapterOf(parcel.carrier)
      .cancelParcel(parcel.tracking_code)
      .catch((error: unknown) => {
        // Deleted already: a delivery retried after its first run deleted it but failed to record it.
        if (!(error instanceof CarrierError) || error.kind !== 'not_found') throw error;
      });
    await prisma.parcel.update({
      where: { id: parcel.id },
      data: { carrier_status: 'CANCELED', carrier_status_at: new Date(), error: null },
    });
  } catch (error) {
    // Refused (already picked up, say): kept on the parcel; a failure to reach Sendit is retried.
    if (!(error instanceof CarrierError) || error.kind !== 'rejected') throw error;
    await prisma.parcel.update({ where: { id: parcel.id }, data: { error: error.message } });
  }
};

/** Stores each Sendit carrier's status catalog (the scheduled task runs it daily). */
export async function refreshSenditStatuses(): Promise<{ carrier_id: number; statuses: number }[]> {
  const carriers = await prisma.carrier.findMany({ where: { integration: 'sendit', active: true } });
  const refreshed = [];
  for (const carrier of carriers) {
    const statuses = await senditAdapterOf(carrier).listStatuses();
    await prisma.carrier.update({
      where: { id: carrier.id },
      data: { statuses, statuses_fetched_at: new Date() },
    });
    refreshed.push({ carrier_id: carrier.id, statuses: Object.keys(statuses).length });
  }
  return refreshed;
}
