import { Router } from 'express';
import { UpdateDeliverySettingsInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
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
    endpoint({ body: UpdateDeliverySettingsInput }, async ({ body }, _req, res) => {
      const data = await delivery.updateDeliverySettings(body);
      res.json({ success: true, message: 'Delivery settings saved', data });
    }),
  );
  return router;
}
