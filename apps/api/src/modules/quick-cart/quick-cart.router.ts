import { Router } from 'express';
import { AddQuickCartItemInput, IdParam, QuickOrderInput, UpdateCartItemInput } from '@vigor/shared';
import type { SharedLimit } from '../../lib/rate-limit.ts';
import { guestSession } from '../../middleware/guest-session.ts';
import { endpoint } from '../../middleware/validate.ts';
import { admissionOf } from '../order-guard/index.ts';
import { shopperOf } from '../orders/index.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import * as quickCart from './quick-cart.service.ts';

/** The caller's quick cart ("buy now"): one line at a time, and its order. */
export function quickCartRouter(newSessions: SharedLimit) {
  const router = Router();

  router.get(
    '/',
    guestSession({ create: false }),
    endpoint({}, async (_input, req, res) => {
      res.json({ data: await quickCart.listQuickCart(req.guestSessionId) });
    }),
  );
  router.post(
    '/',
    guestSession({ create: newSessions }),
    endpoint({ body: AddQuickCartItemInput }, async ({ body }, req, res) => {
      const data = await quickCart.replaceQuickCart(req.guestSessionId!, body);
      res.status(201).json({ success: true, message: 'Quick cart ready', data });
    }),
  );
  // Before /:id, which would otherwise take "clear" and "submit-order" as ids.
  router.delete(
    '/clear',
    guestSession({ create: false }),
    endpoint({}, async (_input, req, res) => {
      await quickCart.clearQuickCart(req.guestSessionId);
      res.json({ success: true, message: 'Quick cart cleared' });
    }),
  );
  router.post(
    '/submit-order',
    guestSession({ create: newSessions }),
    endpoint({ body: QuickOrderInput }, async ({ body }, req, res) => {
      const admit = admissionOf(req, res, body.customer_phone);
      const result = await quickCart.submitQuickOrder(
        req.guestSessionId!,
        body,
        idempotencyKeyOf(req),
        admit,
        shopperOf(req),
      );
      res.status(result.created ? 201 : 200).json(result.body);
    }),
  );
  router.put(
    '/:id',
    guestSession({ create: false }),
    endpoint({ params: IdParam, body: UpdateCartItemInput }, async ({ params, body }, req, res) => {
      const data = await quickCart.updateQuickCartLine(req.guestSessionId, params.id, body);
      res.json({
        success: true,
        message: data ? 'Quick cart updated' : 'Item removed from quick cart',
        data,
      });
    }),
  );
  router.delete(
    '/:id',
    guestSession({ create: false }),
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      await quickCart.removeQuickCartLine(req.guestSessionId, params.id);
      res.json({ success: true, message: 'Item removed from quick cart' });
    }),
  );
  return router;
}
