import { Router } from 'express';
import {
  type CarrierWithFees,
  CreateCarrierInput,
  IdParam,
  MapCityInput,
  ReleaseHeldParcelInput,
  UpdateCarrierInput,
  UpdateCarrierIntegrationInput,
} from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { recordAudit } from '../audit/index.ts';
import { endpoint } from '../../middleware/validate.ts';
import { cityMappingReport, fetchCarrierCities, mapCity } from './carrier-cities.service.ts';
import {
  listCarrierIntegrations,
  testCarrierConnection,
  updateCarrierIntegration,
} from './carrier-integrations.ts';
import { createCarrier, listCarriers, updateCarrier } from './carriers.service.ts';
import { createBatchDeliveryNote } from './delivery-notes.service.ts';
import { carrierLabels, listParcels, releaseHeldParcel } from './parcels.service.ts';
import { syncParcelsAndReturns } from './sendit-follow.ts';
import { senditRouter } from './sendit.router.ts';

/**
 * /api/shipping, carriers: the carriers the shop ships with, their API settings and cities, the
 * parcels created through their APIs and the status sync (docs/carriers.md).
 */
/** The fees as the audit log shows them: "25 / 15 / 2 %", "-" for one not typed. */
const feesSummary = (c: CarrierWithFees) =>
  `${c.delivery_fee ?? '-'} / ${c.return_fee ?? '-'} / ${c.cash_fee_percent ?? '-'} %`;

export function carriersRouter() {
  const router = Router();
  router.get(
    '/carriers',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listCarriers() });
    }),
  );
  router.post(
    '/carriers',
    authorize,
    endpoint({ body: CreateCarrierInput }, async ({ body }, req, res) => {
      const data = await createCarrier(body);
      await recordAudit(req.staff!.id, {
        action: 'carrier.create',
        entity: 'carrier',
        entity_id: data.id,
        summary: `Added ${data.name}`,
      });
      res.status(201).json({ success: true, message: 'Carrier added', data });
    }),
  );
  router.put(
    '/carriers/:id',
    authorize,
    endpoint({ params: IdParam, body: UpdateCarrierInput }, async ({ params, body }, req, res) => {
      const data = await updateCarrier(params.id, body);
      await recordAudit(req.staff!.id, {
        action: 'carrier.update',
        entity: 'carrier',
        entity_id: data.id,
        summary: `Edited ${data.name} (${data.active ? 'active' : 'inactive'}; fees ${feesSummary(data)})`,
      });
      res.json({ success: true, message: 'Carrier updated', data });
    }),
  );
  router.get(
    '/carrier-integrations',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listCarrierIntegrations() });
    }),
  );
  router.put(
    '/carriers/:id/integration',
    authorize,
    endpoint({ params: IdParam, body: UpdateCarrierIntegrationInput }, async ({ params, body }, req, res) => {
      const data = await updateCarrierIntegration(params.id, body);
      await recordAudit(req.staff!.id, {
        action: 'carrier.integration',
        entity: 'carrier',
        entity_id: params.id,
        summary: `Changed the API connection of carrier #${params.id}`,
      });
      res.json({ success: true, message: 'Carrier updated', data });
    }),
  );
  router.get(
    '/carriers/:id/cities',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await cityMappingReport(params.id) });
    }),
  );
  router.post(
    '/carriers/:id/cities/fetch',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ success: true, message: 'Cities fetched', data: await fetchCarrierCities(params.id) });
    }),
  );
  router.put(
    '/carriers/:id/cities',
    authorize,
    endpoint({ params: IdParam, body: MapCityInput }, async ({ params, body }, req, res) => {
      const data = await mapCity(params.id, body);
      await recordAudit(req.staff!.id, {
        action: 'carrier.city',
        entity: 'carrier',
        entity_id: params.id,
        summary: `${body.city} → ${body.carrier_city_code ?? 'not delivered'}`,
      });
      res.json({ success: true, message: 'City mapped', data });
    }),
  );
  router.post(
    '/carriers/:id/sync',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await syncParcelsAndReturns(params.id) });
    }),
  );
  router.get(
    '/parcels',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listParcels() });
    }),
  );
  router.get(
    '/batches/:id/carrier-labels',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      const pdf = await carrierLabels(params.id);
      res.type('application/pdf').attachment(`carrier-labels-batch-${params.id}.pdf`).send(pdf);
    }),
  );
  router.post(
    '/carriers/:id/test',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await testCarrierConnection(params.id) });
    }),
  );
  router.post(
    '/parcels/:id/release',
    authorize,
    endpoint({ params: IdParam, body: ReleaseHeldParcelInput }, async ({ params, body }, req, res) => {
      const data = await releaseHeldParcel(params.id, body.tracking_code);
      await recordAudit(req.staff!.id, {
        action: 'parcel.release',
        entity: 'order',
        entity_id: params.id,
        summary: body.tracking_code
          ? `Held parcel of order #${params.id} found at the carrier: ${body.tracking_code}`
          : `Held parcel of order #${params.id} not found at the carrier: to be sent again`,
      });
      res.json({ success: true, message: 'Parcel updated', data });
    }),
  );
  router.post(
    '/batches/:id/delivery-note',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      const { note, created, carrierId } = await createBatchDeliveryNote(params.id);
      if (created) {
        await recordAudit(req.staff!.id, {
          action: 'carrier.delivery_note',
          entity: 'carrier',
          entity_id: carrierId,
          summary: `Delivery note ${note.ref} saved at the carrier for batch #${params.id}`,
        });
      }
      res.json({ success: true, message: 'Delivery note saved', data: note });
    }),
  );
  router.use(senditRouter());
  return router;
}
