import { Router } from 'express';
import {
  CreateCarrierInput,
  IdParam,
  MarkOutcomesInput,
  RecordPayoutInput,
  ShipBatchInput,
  UpdateCarrierInput,
} from '@vigor/shared';
import { requireAdmin } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { getBatch, listBatches, shipBatch } from './batches.service.ts';
import { createCarrier, listCarriers, updateCarrier } from './carriers.service.ts';
import { markOutcomes } from './outcomes.service.ts';
import { getReconciliation, listPayouts, recordPayout } from './payouts.service.ts';

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
    '/batches',
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listBatches() });
    }),
  );
  router.post(
    '/batches',
    endpoint({ body: ShipBatchInput }, async ({ body }, req, res) => {
      res
        .status(201)
        .json({ success: true, message: 'Batch shipped', data: await shipBatch(body, req.staff!.id) });
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
      const data = await markOutcomes(body.outcome, body.order_ids, req.staff!.id);
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
      const data = await recordPayout(body, req.staff!.id);
      res.status(201).json({ success: true, message: 'Payout recorded', data });
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
