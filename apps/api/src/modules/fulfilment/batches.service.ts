import type {
  OrderStatus,
  ParcelFailure,
  ShipBatchInput,
  ShipmentBatch,
  ShipmentBatchSummary,
} from '@vigor/shared';
import { ORDER_STATUS_LABELS, pickList } from '@vigor/shared';
import type { StaffIdentity } from '../../middleware/authenticate.ts';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { orderSelect, withHistories, withOrderTransaction } from '../orders/index.ts';
import { markShipped, shipThroughCarrier } from '../carriers/index.ts';

const RECENT_BATCHES = 30;

/**
 * Hands confirmed orders to a carrier. A manual carrier: in one transaction, every order becomes
 * Shipped with its tracking number and a shipment event, or none does (409 naming the orders
 * that are not Confirmed any more, e.g. canceled by a colleague meanwhile). An integrated
 * carrier: its API creates each order's parcel (carriers/parcels.service.ts); `failed` lists the orders
 * it refused, which stay Confirmed.
 */
export async function shipBatch(
  input: ShipBatchInput,
  staff: Pick<StaffIdentity, 'id' | 'role'>,
): Promise<{ batch: ShipmentBatch; failed: ParcelFailure[] }> {
  const carrier = await prisma.carrier.findUnique({ where: { id: input.carrier_id } });
  if (!carrier?.active)
    throw AppError.badRequest('Choose an active carrier.', {
      carrier_id: ['Unknown or inactive carrier.'],
    });
  if (carrier.integration !== 'manual') {
    const typed = input.orders.filter((o) => o.tracking_number).map((o) => `#${o.id}`);
    if (typed.length) {
      // The carrier's API gives each parcel its tracking code: a typed one would be lost.
      const message = `${carrier.name} gives the tracking numbers: leave them blank (${typed.join(', ')}).`;
      throw AppError.badRequest(message, { orders: [message] });
    }
    const { batchId, failed } = await shipThroughCarrier(input, carrier, staff);
    return { batch: await getBatch(batchId), failed };
  }
  const orders = [...input.orders].sort((a, b) => a.id - b.id);
  const batchId = await withOrderTransaction(async (tx) => {
    const batch = await tx.shipmentBatch.create({
      data: { carrier_id: carrier.id, staff_user_id: staff.id },
    });
    const wrong: string[] = [];
    // Ids in ascending order: two batches sharing orders lock them in the same order.
    for (const order of orders) {
      try {
        await markShipped(tx, order.id, {
          batchId: batch.id,
          carrier,
          tracking: order.tracking_number,
          staff,
        });
      } catch (error) {
        // Not confirmed any more: listed with the others, and the whole batch is refused below.
        const status =
          error instanceof AppError ? (error.extra?.status as OrderStatus | undefined) : undefined;
        if (!status) throw error;
        wrong.push(`#${order.id} (${ORDER_STATUS_LABELS[status]})`);
      }
    }
    if (wrong.length) throw AppError.conflict(`Only confirmed orders can be shipped: ${wrong.join(', ')}.`);
    return batch.id;
  });
  return { batch: await getBatch(batchId), failed: [] };
}

export async function getBatch(id: number): Promise<ShipmentBatch> {
  const batch = await orNotFound(
    'Batch',
    prisma.shipmentBatch.findUnique({
      where: { id },
      select: {
        id: true,
        created_at: true,
        carrier: { select: { id: true, name: true, active: true } },
        orders: {
          select: { ...orderSelect, tracking_number: true, delivery_note: true },
          orderBy: { id: 'asc' },
        },
      },
    }),
  );
  const orders = await withHistories(batch.orders);
  return {
    id: batch.id,
    carrier: batch.carrier,
    created_at: batch.created_at.toISOString(),
    orders: orders.map((order, i) => {
      const { tracking_number, delivery_note } = batch.orders[i]!;
      return { ...order, tracking_number, delivery_note };
    }),
    pick_list: pickList(batch.orders.map((o) => ({ items: o.items }))),
  };
}

export async function listBatches(): Promise<ShipmentBatchSummary[]> {
  const batches = await prisma.shipmentBatch.findMany({
    select: {
      id: true,
      created_at: true,
      carrier: { select: { id: true, name: true, active: true } },
      orders: { select: { id: true, tracking_number: true }, orderBy: { id: 'asc' } },
    },
    orderBy: { id: 'desc' },
    take: RECENT_BATCHES,
  });
  return batches.map((b) => ({
    id: b.id,
    carrier: b.carrier,
    created_at: b.created_at.toISOString(),
    orders: b.orders.length,
    tracking: b.orders.flatMap((o) =>
      o.tracking_number ? [{ order_id: o.id, tracking_number: o.tracking_number }] : [],
    ),
  }));
}
