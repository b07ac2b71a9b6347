import { Router } from 'express';
import { authRouter, type LoginLimits } from './modules/auth/auth.router.ts';
import { productsRouter } from './modules/products/products.router.ts';
import { usersRouter } from './modules/users/users.router.ts';
import { cartsRouter } from './modules/carts/carts.router.ts';
import { messagesRouter, type MessageLimits } from './modules/messages/messages.router.ts';
import { ordersRouter } from './modules/orders/orders.router.ts';
import { quickCartRouter } from './modules/quick-cart/quick-cart.router.ts';
import { sessionsRouter } from './modules/sessions/sessions.router.ts';
import { trafficRouter } from './modules/traffic/traffic.router.ts';

export interface ApiOptions {
  loginLimits?: Partial<LoginLimits>;
  messageLimits?: Partial<MessageLimits>;
}

/** Every API router, mounted under /api. */
export function apiRouter(options: ApiOptions) {
  const router = Router();
  router.use('/products', productsRouter());
  router.use('/admin', authRouter(options.loginLimits));
  router.use('/utilisateurs', usersRouter());
  router.use(sessionsRouter());
  router.use(trafficRouter());
  router.use('/carts', cartsRouter());
  router.use('/quick-cart', quickCartRouter());
  router.use('/sales', ordersRouter());
  router.use('/messages', messagesRouter(options.messageLimits));
  return router;
}
