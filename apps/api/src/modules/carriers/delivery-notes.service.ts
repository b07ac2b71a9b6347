/**
 * Delivery notes (docs/carriers.md, "Ozon Express"): a batch's parcels grouped under one note the
 * carrier saves (add, add the parcels, save), whose PDFs (the note, the labels) are printed from
 * the carrier's client site through the links kept here. One note per batch: Ozon makes a new
 * note at each call, so a batch that has one answers it again instead.
 */
import type { BatchDeliveryNote } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { carrierAdapter } from './carrier-integrations.ts';
import { ozonDeliveryNoteDocuments } from './ozon-express-adapter.ts';

export async function createBatchDeliveryNote(
  batchId: number,
): Promise<{ note: BatchDeliveryNote; created: boolean; carrierId: number }> {
  const batch = await orNotFound(
    'Batch',
    prisma.shipmentBatch.findUnique({
      where: { id: batchId },
      include: { carrier: true, orders: { select: { parcel: true }, orderBy: { id: 'asc' } } },
    }),
  );
  if (batch.delivery_note_ref) {
    const note = {
      batch_id: batchId,
      ref: batch.delivery_note_ref,
      documents: ozonDeliveryNoteDocuments(batch.delivery_note_ref),
    };
    return { note, created: false, carrierId: batch.carrier_id };
  }
  const adapter = batch.carrier.integration === 'manual' ? null : carrierAdapter(batch.carrier);
  if (!adapter?.createDeliveryNote) {
    throw AppError.badRequest(`${batch.carrier.name} has no delivery notes: print the shop's slips.`);
  }
  const codes = batch.orders.flatMap((o) =>
    o.parcel?.state === 'created' && o.parcel.carrier_id === batch.carrier_id && o.parcel.tracking_code
      ? [o.parcel.tracking_code]
      : [],
  );
  if (!codes.length)
    throw AppError.badRequest(`Batch #${batchId} has no parcel created at ${batch.carrier.name}.`);
  const { ref, documents } = await adapter.createDeliveryNote(codes);
  await prisma.shipmentBatch.update({ where: { id: batchId }, data: { delivery_note_ref: ref } });
  return { note: { batch_id: batchId, ref, documents }, created: true, carrierId: batch.carrier_id };
}
