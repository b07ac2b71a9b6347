import { Router } from 'express';
import { SetAsideDeliveryParams, UpdateOutboxSettingsInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { recordAudit } from '../audit/index.ts';
import { endpoint } from '../../middleware/validate.ts';
import { outboxStatus, tryAgain, updateOutboxSettings } from './outbox-admin.ts';

/**
 * /api/admin/outbox: the order outbox's subscribers, their backlog and set-aside deliveries, for
 * admins only: subscriber names, errors and backlogs are the store's internals, so they are not on
 * the public /api/health (docs/decisions/116-outbox-set-aside.md).
 */
export function outboxRouter() {
  const router = Router();
  router.get(
    '/',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await outboxStatus() });
    }),
  );
  router.put(
    '/settings',
    authorize,
    endpoint({ body: UpdateOutboxSettingsInput }, async ({ body }, req, res) => {
      const data = await updateOutboxSettings(body);
      await recordAudit(req.staff!.id, {
        action: 'setting.outbox',
        entity: 'setting',
        summary: `Outbox: set aside after ${data.failures_before_set_aside} failures`,
      });
      res.json({ success: true, message: 'Outbox settings saved', data });
    }),
  );
  router.post(
    '/set-aside/:subscriber/:eventId/try-again',
    authorize,
    endpoint({ params: SetAsideDeliveryParams }, async ({ params }, req, res) => {
      await tryAgain(params.subscriber, params.eventId, req.staff!.id);
      res.json({
        success: true,
        message: 'Delivery put back: it is tried again now',
        data: await outboxStatus(),
      });
    }),
  );
  return router;
}
