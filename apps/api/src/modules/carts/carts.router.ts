import { Router } from 'express';
import { AddCartItemInput, IdParam, UpdateCartItemInput } from '@vigor/shared';
import type { SharedLimit } from '../../lib/rate-limit.ts';
import { guestSession } from '../../middleware/guest-session.ts';
import { endpoint } from '../../middleware/validate.ts';
import * as carts from './carts.service.ts';

/** The caller's cart; lines of other sessions answer 404. */
export function cartsRouter(newSessions: SharedLimit) {
  const router = Router();

  router.get(
    '/',
    guestSession({ create: false }),
    endpoint({}, async (_input, req, res) => {
      res.json({ data: await carts.listCart(req.guestSessionId) });
    }),
  );
  router.post(
    '/',
    guestSession({ create: newSessions }),
    endpoint({ body: AddCartItemInput }, async ({ body }, req, res) => {
      const data = await carts.addToCart(req.guestSessionId!, body);
      res
        .status(201)
        .json({ success: true, message: `${data.product.name} added to cart successfully!`, data });
    }),
  );
  router.put(
    '/:id',
    guestSession({ create: false }),
    endpoint({ params: IdParam, body: UpdateCartItemInput }, async ({ params, body }, req, res) => {
      const data = await carts.updateCartLine(req.guestSessionId, params.id, body);
      res.json({ success: true, message: data ? 'Cart updated' : 'Item removed from cart', data });
    }),
  );
  router.delete(
    '/:id',
    guestSession({ create: false }),
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      await carts.removeCartLine(req.guestSessionId, params.id);
      res.json({ success: true, message: 'Item removed from cart' });
    }),
  );
  return router;
}
