import type { ShipBatchInput, ShipmentBatch, ShipmentBatchSummary } from '@vigor/shared';
import { ORDER_STATUS_LABELS, SHIPPABLE_STATUS, pickList } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { lockOrder, moveOrder, withHistories } from '../orders/orders-admin.service.ts';
import { orderSelect } from '../orders/orders.mapper.ts';
import { ORDER_TRANSACTION } from '../orders/orders.service.ts';

const RECENT_BATCHES = 30;

/**
 * Hands confirmed orders to a carrier in one transaction: every order becomes Shipped with its
 * tracking number and a shipment event, or none does (409 naming the orders that are not
 * Confirmed any more, e.g. canceled by a colleague meanwhile).
 */
export async function shipBatch(input: ShipBatchInput, staffId: number): Promise<ShipmentBatch> {
  const orders = [...input.orders].sort((a, b) => a.id - b.id);
  const batchId = await prisma.$transaction(async (tx) => {
    const carrier = await tx.carrier.findUnique({ where: { id: input.carrier_id } });
    if (!carrier?.active)
      throw AppError.badRequest('Choose an active carrier.', {
        carrier_id: ['Unknown or inactive carrier.'],
      });
    const batch = await tx.shipmentBatch.create({ data: { carrier_id: carrier.id, staff_user_id: staffId } });
    const wrong: string[] = [];
    // Ids in ascending order: two batches sharing orders lock them in the same order.
    for (const order of orders) {
      const status = await lockOrder(tx, order.id);
      if (status !== SHIPPABLE_STATUS) {
        wrong.push(`#${order.id} (${ORDER_STATUS_LABELS[status]})`);
        continue;
      }
      await moveOrder(tx, order.id, status, 'shipped', {
        staffId,
        kind: 'shipment',
        details: { batch_id: batch.id, carrier: carrier.name, tracking_number: order.tracking_number },
      });
      await tx.order.update({
        where: { id: order.id },
        data: { shipment_batch_id: batch.id, tracking_number: order.tracking_number },
      });
    }
    if (wrong.length) throw AppError.conflict(`Only confirmed orders can be shipped: ${wrong.join(', ')}.`);
    return batch.id;
  }, ORDER_TRANSACTION);
  return getBatch(batchId);
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
          select: { ...orderSelect, tracking_number: true, customer_address: true, delivery_note: true },
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
      const { tracking_number, customer_address, delivery_note } = batch.orders[i]!;
      return { ...order, tracking_number, customer_address, delivery_note };
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
      _count: { select: { orders: true } },
    },
    orderBy: { id: 'desc' },
    take: RECENT_BATCHES,
  });
  return batches.map((b) => ({
    id: b.id,
    carrier: b.carrier,
    created_at: b.created_at.toISOString(),
    orders: b._count.orders,
  }));
}
