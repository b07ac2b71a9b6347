import { Router } from 'express';
import {
  BulkStatusInput,
  can,
  CreateOrderInput,
  IdParam,
  ListOrdersQuery,
  ReferenceParam,
  UpdateOrderStatusInput,
} from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { guestSession } from '../../middleware/guest-session.ts';
import { recordAudit } from '../audit/index.ts';
import { endpoint } from '../../middleware/validate.ts';
import { admissionOf } from '../order-guard/index.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { orderDetail } from './order-detail.ts';
import { shopperOf } from './order-attribution.ts';
import * as admin from './orders-admin.service.ts';
import * as orders from './orders.service.ts';

/** /api/sales: shoppers order their own cart lines; admins list and manage orders. */
export function ordersRouter() {
  const router = Router();

  router.post(
    '/',
    guestSession({ create: false }),
    endpoint({ body: CreateOrderInput }, async ({ body }, req, res) => {
      const admit = admissionOf(req, res, body.customer_phone);
      const result = await orders.orderCart(
        req.guestSessionId,
        body,
        idempotencyKeyOf(req),
        admit,
        shopperOf(req),
      );
      res.status(result.created ? 201 : 200).json(result.body);
    }),
  );

  // The order's page, by its random reference: the link the shopper got (thank-you, WhatsApp)
  // opens it in any browser, with only what the receipt shows (docs/api.md).
  router.get(
    '/receipt/:reference',
    endpoint({ params: ReferenceParam }, async ({ params }, _req, res) => {
      res.json({ data: await orders.orderReceipt(params.reference) });
    }),
  );

  router.get(
    '/',
    authorize,
    endpoint({ query: ListOrdersQuery }, async ({ query }, req, res) => {
      res.json(await admin.listOrders(query, can(req.staff!.role, 'money.read')));
    }),
  );
  // Before /:id. Each order moves under its own rules; the answer lists every one (docs/api.md).
  router.post(
    '/bulk/status',
    authorize,
    endpoint({ body: BulkStatusInput }, async ({ body }, req, res) => {
      res.json({ data: await admin.setOrdersStatus(body, req.staff!) });
    }),
  );
  router.get(
    '/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await orderDetail(params.id) });
    }),
  );
  router.put(
    '/:id',
    authorize,
    endpoint({ params: IdParam, body: UpdateOrderStatusInput }, async ({ params, body }, req, res) => {
      const data = await admin.setOrderStatus(params.id, body, req.staff!);
      res.json({ success: true, message: 'Order status updated', data });
    }),
  );
  router.delete(
    '/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      await admin.deleteOrder(params.id);
      await recordAudit(req.staff!.id, {
        action: 'order.delete',
        entity: 'order',
        entity_id: params.id,
        summary: `Deleted order #${params.id}`,
      });
      res.json({ success: true, message: 'Order deleted' });
    }),
  );
  return router;
}
