import { Router } from 'express';
import { BlockInput, ClearPhoneCountInput, IdParam, UpdateOrderLimitsInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { recordAudit } from '../audit/index.ts';
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
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await getOrderLimits() });
    }),
  );
  router.put(
    '/order-limits',
    authorize,
    endpoint({ body: UpdateOrderLimitsInput }, async ({ body }, req, res) => {
      const data = await updateOrderLimits(body);
      await recordAudit(req.staff!.id, {
        action: 'setting.order-limits',
        entity: 'setting',
        summary: `Order limits: ${Object.entries(data)
          .map(([name, value]) => `${name} ${String(value)}`)
          .join(', ')}`,
      });
      res.json({ success: true, message: 'Order limits saved', data });
    }),
  );
  router.post(
    '/order-limits/clear-phone',
    authorize,
    endpoint({ body: ClearPhoneCountInput }, async ({ body }, req, res) => {
      const data = await clearPhoneOrderCount(body.phone, body.reason, req.staff!.id);
      await recordAudit(req.staff!.id, {
        action: 'order-limits.clear-phone',
        entity: 'setting',
        summary: `Cleared today's orders of ${data.phone} (“${data.reason}”)`,
      });
      res.status(201).json({ success: true, message: "Today's orders of this phone cleared", data });
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
      const data = await block(body, req.staff!.id);
      await recordAudit(req.staff!.id, {
        action: 'blocklist.add',
        entity: 'blocklist',
        entity_id: data.id,
        summary: `Blocked ${[data.phone, data.ip].filter(Boolean).join(' · ')} (“${data.reason}”)`,
      });
      res.status(201).json({ success: true, message: 'Blocked', data });
    }),
  );
  router.delete(
    '/blocklist/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      await unblock(params.id);
      await recordAudit(req.staff!.id, {
        action: 'blocklist.remove',
        entity: 'blocklist',
        entity_id: params.id,
        summary: `Unblocked entry #${params.id}`,
      });
      res.json({ success: true, message: 'Unblocked' });
    }),
  );
  return router;
}
