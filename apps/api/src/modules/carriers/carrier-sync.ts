/**
 * Status sync (docs/carriers.md): each open parcel of an integrated carrier is asked for its
 * status, which is stored on the parcel and read through the carrier's status table. A known
 * status moves the order along its lifecycle like a scanned outcome (a returned parcel's units
 * come back); an unknown one is kept and shown, and the order stays where it is. A carrier that
 * reports cash (Sendit) is asked on after delivery until it says it paid the shop (cash/carrier-statement.ts).
 * Hardening (answers read with schemas, stale parcels, set-aside rows): docs/carriers.md.
 */
import type { CarrierSyncResult, IntegratedCarrier } from '@vigor/shared';
import { carrierStatusMeaning, carrierStatusMoves, type CarrierStatusMeaning } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import { lockOrder, transitionOrder, withOrderTransaction } from '../orders/index.ts';
import { CarrierError, type CarrierAdapter, type CarrierParcelStatus } from './carrier-adapter.ts';
import { CarrierAmount, CarrierText } from './carrier-answers.ts';
import { carrierAdapter } from './carrier-integrations.ts';

/** Failures that concern every call to the carrier: the rest of its parcels wait for the next run. */
const CARRIER_WIDE = new Set(['auth', 'rate_limited', 'unavailable', 'timeout']);

type Move = CarrierSyncResult['moved'][number];

export async function applyStatus(
  orderId: number,
  target: CarrierStatusMeaning['order_status'],
  details: { carrier: string; carrier_status: string },
): Promise<Move[]> {
  return withOrderTransaction(async (tx) => {
    let { status: from } = await lockOrder(tx, orderId);
    const moved: Move[] = [];
    for (const to of carrierStatusMoves(from, target)) {
      await transitionOrder({ orderId, to, cause: 'carrier_sync', details }, tx);
      moved.push({ order_id: orderId, from, to });
      from = to;
    }
    return moved;
  });
}

/**
 * A status answer the sync can store: a readable status word and, when cash is reported, an
 * amount within bounds (carrier-answers.ts). Adapters read their answers with schemas already;
 * this is checked again here because it is what reaches the database for every carrier.
 */
function storable({ status, cash }: CarrierParcelStatus): Pick<CarrierParcelStatus, 'status' | 'cash'> {
  const word = CarrierText.safeParse(status);
  if (!word.success) throw new CarrierError('malformed', 'The carrier answered an unreadable status.');
  if (cash && !CarrierAmount.safeParse(cash.collected).success) {
    throw new CarrierError(
      'malformed',
      `The carrier answered an impossible cash amount (${String(cash.collected).slice(0, 20)}).`,
    );
  }
  return { status: word.data, cash };
}

/**
 * Asks the integrated carriers (or one of them) for the status of every open parcel. Only an
 * order's current parcel is read: one of another carrier or another number than the order ships
 * with (it was shipped again) is left alone and reported stale. A parcel whose answer cannot be
 * read or is refused is set aside with the reason (on the parcel, shown in SHIPPING) and the
 * others go on; a carrier that is down or refuses the keys stops only its own parcels.
 */
export async function syncCarrierParcels(carrierId?: number): Promise<CarrierSyncResult> {
  const parcels = await prisma.parcel.findMany({
    where: {
      state: 'created',
      OR: [
        { order: { status: { in: ['shipped', 'refused'] } } },
        // Delivered, with cash the carrier reported collected but not yet paid to the shop.
        { carrier_cash: { not: null }, carrier_paid: false, order: { status: 'delivered', payout_id: null } },
      ],
      carrier: { integration: { not: 'manual' }, ...(carrierId != null && { id: carrierId }) },
    },
    include: {
      carrier: true,
      order: { select: { tracking_number: true, shipment_batch: { select: { carrier_id: true } } } },
    },
    orderBy: { id: 'asc' },
  });
  const result: CarrierSyncResult = { checked: 0, moved: [], unknown: [], errors: [], stale: [] };
  const adapters = new Map<number, CarrierAdapter>();
  const stopped = new Set<number>();
  for (const parcel of parcels) {
    const { carrier, order } = parcel;
    if (order.shipment_batch?.carrier_id !== carrier.id || order.tracking_number !== parcel.tracking_code) {
      result.stale.push({ order_id: parcel.order_id, carrier: carrier.name });
      continue;
    }
    if (stopped.has(carrier.id)) continue;
    try {
      const adapter = adapters.get(carrier.id) ?? carrierAdapter(carrier);
      adapters.set(carrier.id, adapter);
      const { status: carrierStatus, cash } = storable(await adapter.readStatus(parcel.tracking_code!));
      result.checked++;
      await prisma.parcel.update({
        where: { id: parcel.id },
        data: {
          carrier_status: carrierStatus,
          error: null,
          ...(carrierStatus !== parcel.carrier_status && { carrier_status_at: new Date() }),
          ...(cash && { carrier_cash: cash.collected, carrier_paid: cash.paid_out }),
        },
      });
      const meaning = carrierStatusMeaning(carrier.integration as IntegratedCarrier, carrierStatus);
      if (!meaning) {
        result.unknown.push({ order_id: parcel.order_id, carrier_status: carrierStatus });
        continue;
      }
      const moved = await applyStatus(parcel.order_id, meaning.order_status, {
        carrier: carrier.name,
        carrier_status: carrierStatus,
      });
      result.moved.push(...moved);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.errors.push({ order_id: parcel.order_id, message: error.message });
      // A carrier that is down, limits us or refuses the keys answers the same for every parcel.
      if (!(error instanceof CarrierError) || CARRIER_WIDE.has(error.kind)) stopped.add(carrier.id);
      else await prisma.parcel.update({ where: { id: parcel.id }, data: { error: error.message } });
    }
  }
  return result;
}
