import { Router } from 'express';
import { MarkOutcomesInput } from '@vigor/shared';
import { requireAdmin } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { markOutcomes } from './outcomes.service.ts';

/** /api/shipping: what happens to confirmed orders once they leave the shop. */
export function shippingRouter() {
  const router = Router();
  router.use(requireAdmin);

  router.post(
    '/outcomes',
    endpoint({ body: MarkOutcomesInput }, async ({ body }, req, res) => {
      const data = await markOutcomes(body.outcome, body.order_ids, req.staff!.id);
      res.json({ data });
    }),
  );
  return router;
}
