import { Router } from 'express';
import { IdParam, RecordPayoutInput, VoidPayoutInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { recordAudit } from '../audit/index.ts';
import { endpoint } from '../../middleware/validate.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { carrierStatement } from './carrier-statement.ts';
import { getReconciliation, listPayouts, recordPayout, voidPayout } from './payouts.service.ts';

/** /api/shipping, cash: the carriers' payouts of collected cash and their statements. */
export function cashRouter() {
  const router = Router();
  router.get(
    '/carriers/:id/statement',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await carrierStatement(params.id) });
    }),
  );
  router.get(
    '/payouts',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listPayouts() });
    }),
  );
  router.post(
    '/payouts',
    authorize,
    endpoint({ body: RecordPayoutInput }, async ({ body }, req, res) => {
      const { created, reconciliation } = await recordPayout(body, req.staff!, idempotencyKeyOf(req));
      if (created) {
        await recordAudit(req.staff!.id, {
          action: 'payout.record',
          entity: 'payout',
          entity_id: reconciliation.id,
          summary: `${reconciliation.carrier.name} paid ${reconciliation.amount_received} dh on ${reconciliation.paid_on} for ${reconciliation.orders} orders`,
        });
      }
      res.status(created ? 201 : 200).json({
        success: true,
        message: created ? 'Payout recorded' : 'Payout already recorded',
        data: reconciliation,
      });
    }),
  );
  router.post(
    '/payouts/:id/void',
    authorize,
    endpoint({ params: IdParam, body: VoidPayoutInput }, async ({ params, body }, req, res) => {
      const data = await voidPayout(params.id, req.staff!, body);
      await recordAudit(req.staff!.id, {
        action: 'payout.void',
        entity: 'payout',
        entity_id: params.id,
        summary: `Voided the ${data.carrier.name} payout of ${data.paid_on}`,
      });
      res.json({ success: true, message: 'Payout voided', data });
    }),
  );
  router.get(
    '/payouts/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await getReconciliation(params.id) });
    }),
  );
  return router;
}
