import { Router } from 'express';
import { BlockInput, IdParam, UpdateOrderLimitsInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { recordAudit } from '../audit/index.ts';
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
