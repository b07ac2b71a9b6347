import { Router } from 'express';
import { BlockInput, ClearPhoneCountInput, IdParam, UpdateOrderLimitsInput } from '@vigor/shared';
import { requireAdmin } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { block, listBlocklist, unblock } from './blocklist.ts';
import { clearPhoneOrderCount } from './order-counts.ts';
import { getOrderLimits, unitLimits, updateOrderLimits } from './order-limits.ts';

/** GET /api/order-limits: the units a shopper may order, public (the product page and cart stop there). */
export function unitLimitsRouter() {
  const router = Router();
  router.get('/order-limits', async (_req, res) => {
    res.json({ data: await unitLimits() });
  });
  return router;
}

/** /api/admin/order-limits and /api/admin/blocklist: what shoppers' orders must pass (admin). */
export function orderGuardRouter() {
  const router = Router();
  router.get(
    '/order-limits',
    requireAdmin,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await getOrderLimits() });
    }),
  );
  router.put(
    '/order-limits',
    requireAdmin,
    endpoint({ body: UpdateOrderLimitsInput }, async ({ body }, _req, res) => {
      res.json({ success: true, message: 'Order limits saved', data: await updateOrderLimits(body) });
    }),
  );
  router.post(
    '/order-limits/clear-phone',
    requireAdmin,
    endpoint({ body: ClearPhoneCountInput }, async ({ body }, req, res) => {
      const data = await clearPhoneOrderCount(body.phone, body.reason, req.staff!.id);
      res.status(201).json({ success: true, message: "Today's orders of this phone cleared", data });
    }),
  );
  router.get(
    '/blocklist',
    requireAdmin,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await listBlocklist() });
    }),
  );
  router.post(
    '/blocklist',
    requireAdmin,
    endpoint({ body: BlockInput }, async ({ body }, req, res) => {
      res.status(201).json({ success: true, message: 'Blocked', data: await block(body, req.staff!.id) });
    }),
  );
  router.delete(
    '/blocklist/:id',
    requireAdmin,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      await unblock(params.id);
      res.json({ success: true, message: 'Unblocked' });
    }),
  );
  return router;
}
