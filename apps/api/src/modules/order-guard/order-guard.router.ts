import { Router } from 'express';
import { BlockInput, IdParam, UpdateOrderLimitsInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { block, listBlocklist, unblock } from './blocklist.ts';
import { getOrderLimits, updateOrderLimits } from './order-limits.ts';

/** /api/admin/order-limits and /api/admin/blocklist: what shoppers' orders must pass (admin). */
export function orderGuardRouter() {
  const router = Router();
  router.get(
    '/order-limits',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await getOrderLimits() });
    }),
  );
  router.put(
    '/order-limits',
    authorize,
    endpoint({ body: UpdateOrderLimitsInput }, async ({ body }, _req, res) => {
      res.json({ success: true, message: 'Order limits saved', data: await updateOrderLimits(body) });
    }),
  );
  router.get(
    '/blocklist',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listBlocklist() });
    }),
  );
  router.post(
    '/blocklist',
    authorize,
    endpoint({ body: BlockInput }, async ({ body }, req, res) => {
      res.status(201).json({ success: true, message: 'Blocked', data: await block(body, req.staff!.id) });
    }),
  );
  router.delete(
    '/blocklist/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      await unblock(params.id);
      res.json({ success: true, message: 'Unblocked' });
    }),
  );
  return router;
}
