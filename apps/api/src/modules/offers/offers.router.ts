import { Router } from 'express';
import { IdParam, ProductOffersInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { recordAudit } from '../audit/index.ts';
import { setProductOffers } from './offers.service.ts';

/** PRODUCTS sets a product's quantity tiers and add-ons (mounted under /api/products). */
export function offersRouter() {
  const router = Router();
  router.put(
    '/:id/offers',
    authorize,
    endpoint({ params: IdParam, body: ProductOffersInput }, async ({ params, body }, req, res) => {
      const { name } = await setProductOffers(params.id, body);
      await recordAudit(req.staff!.id, {
        action: 'product.offers',
        entity: 'product',
        entity_id: params.id,
        summary: `Offers of “${name}”: ${body.tiers.length} tier(s), ${body.addons.length} add-on(s)`,
      });
      res.json({ success: true, message: 'Offers saved', data: body });
    }),
  );
  return router;
}
