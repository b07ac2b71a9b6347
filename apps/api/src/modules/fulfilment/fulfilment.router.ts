import { Router } from 'express';
import { IdParam, MarkOutcomesInput, ShipBatchInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { getBatch, listBatches, shipBatch } from './batches.service.ts';
import { markOutcomes } from './outcomes.service.ts';

/**
 * /api/shipping, fulfilment: batches of confirmed orders handed to a carrier (slips, pick list)
 * and the delivery outcomes the shop marks by hand.
 */
export function fulfilmentRouter() {
  const router = Router();
  router.get(
    '/batches',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listBatches() });
    }),
  );
  router.post(
    '/batches',
    authorize,
    endpoint({ body: ShipBatchInput }, async ({ body }, req, res) => {
      const { batch, failed } = await shipBatch(body, req.staff!);
      res.status(201).json({ success: true, message: 'Batch shipped', data: batch, failed });
    }),
  );
  router.get(
    '/batches/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await getBatch(params.id) });
    }),
  );
  router.post(
    '/outcomes',
    authorize,
    endpoint({ body: MarkOutcomesInput }, async ({ body }, req, res) => {
      const data = await markOutcomes(body.outcome, body.order_ids, req.staff!);
      res.json({ data });
    }),
  );
  return router;
}
