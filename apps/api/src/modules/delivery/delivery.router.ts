import { Router } from 'express';
import { UpdateDeliverySettingsInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { recordAudit } from '../audit/index.ts';
import { endpoint } from '../../middleware/validate.ts';
import * as delivery from './delivery.service.ts';

/** The shop's delivery cities and fees: public to read, edited by an admin. */
export function deliveryRouter() {
  const router = Router();
  router.get('/delivery', async (_req, res) => {
    res.json({ data: await delivery.getDeliverySettings() });
  });
  router.put(
    '/admin/delivery',
    authorize,
    endpoint({ body: UpdateDeliverySettingsInput }, async ({ body }, req, res) => {
      const data = await delivery.updateDeliverySettings(body);
      await recordAudit(req.staff!.id, {
        action: 'setting.delivery',
        entity: 'setting',
        summary: `Delivery fees: ${data.zones.map((zone) => `${zone.name} ${zone.fee} dh`).join(', ')}; free from ${data.free_from} dh`,
      });
      res.json({ success: true, message: 'Delivery settings saved', data });
    }),
  );
  return router;
}
