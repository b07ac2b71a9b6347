import { Router } from 'express';
import { authRouter, type LoginLimits } from './modules/auth/auth.router.ts';
import { productsRouter } from './modules/products/products.router.ts';
import { usersRouter } from './modules/users/users.router.ts';

export interface ApiOptions {
  loginLimits?: Partial<LoginLimits>;
}

/** Every API router, mounted under /api. */
export function apiRouter(options: ApiOptions) {
  const router = Router();
  router.use('/products', productsRouter());
  router.use('/admin', authRouter(options.loginLimits));
  router.use('/utilisateurs', usersRouter());
  return router;
}
