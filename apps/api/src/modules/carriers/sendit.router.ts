import { Router } from 'express';
import { ChooseDistrictInput, IdParam } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { recordAudit } from '../audit/index.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { senditAdapterOf } from './carrier-integrations.ts';
import { chooseDistrict } from './sendit-districts.ts';
import { requestBatchPickup } from './sendit-follow.ts';
import { receiveSenditWebhook } from './sendit-webhook.ts';

/**
 * /api/shipping, Sendit's own routes (docs/carriers.md, "Sendit"): its pickup cities for SETTINGS,
 * a district for a waiting parcel and a batch's pickup for SHIPPING, and the webhook Sendit posts
 * to (signed, no staff session).
 */
export function senditRouter() {
  const router = Router();
  router.get(
    '/carriers/:id/sendit/pickup-cities',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      const carrier = await orNotFound('Carrier', prisma.carrier.findUnique({ where: { id: params.id } }));
      res.json({ data: await senditAdapterOf(carrier).listPickupCities() });
    }),
  );
  router.post(
    '/carriers/:id/sendit/webhook',
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      res.json({ data: await receiveSenditWebhook(params.id, req.rawBody, req.get('x-sendit-signature')) });
    }),
  );
  router.put(
    '/parcels/:id/district',
    authorize,
    endpoint({ params: IdParam, body: ChooseDistrictInput }, async ({ params, body }, req, res) => {
      const data = await chooseDistrict(params.id, body);
      await recordAudit(req.staff!.id, {
        action: 'parcel.district',
        entity: 'order',
        entity_id: params.id,
        summary: `Sendit district ${data.district.name} (${data.district.code}) for order #${params.id}`,
      });
      res.json({ success: true, message: 'District chosen', data });
    }),
  );
  router.post(
    '/batches/:id/pickup',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      const data = await requestBatchPickup(params.id);
      await recordAudit(req.staff!.id, {
        action: 'batch.pickup',
        entity: 'carrier',
        entity_id: data.carrier_id,
        summary: `Pickup ${data.pickup_code} requested for batch #${params.id} (${data.parcels} parcels)`,
      });
      res.status(201).json({ success: true, message: 'Pickup requested', data });
    }),
  );
  return router;
}
