import { Router } from 'express';
import {
  CreateCarrierInput,
  IdParam,
  MapCityInput,
  MarkOutcomesInput,
  RecordPayoutInput,
  ShipBatchInput,
  UpdateCarrierInput,
  UpdateCarrierIntegrationInput,
  VoidPayoutInput,
} from '@vigor/shared';
import { requireAdmin } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { getBatch, listBatches, shipBatch } from './batches.service.ts';
import { cityMappingReport, fetchCarrierCities, mapCity } from '../carriers/carrier-cities.service.ts';
import { listCarrierIntegrations, updateCarrierIntegration } from '../carriers/carrier-integrations.ts';
import { carrierStatement } from '../cash/carrier-statement.ts';
import { syncCarrierParcels } from '../carriers/carrier-sync.ts';
import { createCarrier, listCarriers, updateCarrier } from '../carriers/carriers.service.ts';
import { carrierLabels, listParcels } from '../carriers/parcels.service.ts';
import { markOutcomes } from './outcomes.service.ts';
import { getReconciliation, listPayouts, recordPayout, voidPayout } from '../cash/payouts.service.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';

/** /api/shipping: what happens to confirmed orders once they leave the shop. */
export function shippingRouter() {
  const router = Router();
  router.use(requireAdmin);

  router.get(
    '/carriers',
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listCarriers() });
    }),
  );
  router.post(
    '/carriers',
    endpoint({ body: CreateCarrierInput }, async ({ body }, _req, res) => {
      res.status(201).json({ success: true, message: 'Carrier added', data: await createCarrier(body) });
    }),
  );
  router.put(
    '/carriers/:id',
    endpoint({ params: IdParam, body: UpdateCarrierInput }, async ({ params, body }, _req, res) => {
      res.json({ success: true, message: 'Carrier updated', data: await updateCarrier(params.id, body) });
    }),
  );

  router.get(
    '/carrier-integrations',
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listCarrierIntegrations() });
    }),
  );
  router.put(
    '/carriers/:id/integration',
    endpoint(
      { params: IdParam, body: UpdateCarrierIntegrationInput },
      async ({ params, body }, _req, res) => {
        const data = await updateCarrierIntegration(params.id, body);
        res.json({ success: true, message: 'Carrier updated', data });
      },
    ),
  );
  router.get(
    '/carriers/:id/cities',
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await cityMappingReport(params.id) });
    }),
  );
  router.post(
    '/carriers/:id/cities/fetch',
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ success: true, message: 'Cities fetched', data: await fetchCarrierCities(params.id) });
    }),
  );
  router.put(
    '/carriers/:id/cities',
    endpoint({ params: IdParam, body: MapCityInput }, async ({ params, body }, _req, res) => {
      res.json({ success: true, message: 'City mapped', data: await mapCity(params.id, body) });
    }),
  );
  router.post(
    '/carriers/:id/sync',
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await syncCarrierParcels(params.id) });
    }),
  );
  router.get(
    '/carriers/:id/statement',
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await carrierStatement(params.id) });
    }),
  );
  router.get(
    '/parcels',
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listParcels() });
    }),
  );

  router.get(
    '/batches',
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listBatches() });
    }),
  );
  router.post(
    '/batches',
    endpoint({ body: ShipBatchInput }, async ({ body }, req, res) => {
      const { batch, failed } = await shipBatch(body, req.staff!);
      res.status(201).json({ success: true, message: 'Batch shipped', data: batch, failed });
    }),
  );
  router.get(
    '/batches/:id/carrier-labels',
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      const pdf = await carrierLabels(params.id);
      res.type('application/pdf').attachment(`carrier-labels-batch-${params.id}.pdf`).send(pdf);
    }),
  );
  router.get(
    '/batches/:id',
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await getBatch(params.id) });
    }),
  );

  router.post(
    '/outcomes',
    endpoint({ body: MarkOutcomesInput }, async ({ body }, req, res) => {
      const data = await markOutcomes(body.outcome, body.order_ids, req.staff!);
      res.json({ data });
    }),
  );

  router.get(
    '/payouts',
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listPayouts() });
    }),
  );
  router.post(
    '/payouts',
    endpoint({ body: RecordPayoutInput }, async ({ body }, req, res) => {
      const { created, reconciliation } = await recordPayout(body, req.staff!, idempotencyKeyOf(req));
      res.status(created ? 201 : 200).json({
        success: true,
        message: created ? 'Payout recorded' : 'Payout already recorded',
        data: reconciliation,
      });
    }),
  );
  router.post(
    '/payouts/:id/void',
    endpoint({ params: IdParam, body: VoidPayoutInput }, async ({ params, body }, req, res) => {
      const data = await voidPayout(params.id, req.staff!, body);
      res.json({ success: true, message: 'Payout voided', data });
    }),
  );
  router.get(
    '/payouts/:id',
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await getReconciliation(params.id) });
    }),
  );
  return router;
}
