import { Router } from 'express';
import { env } from './config/env.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { sharedLimit, type Limit } from './lib/rate-limit.ts';
import { adPixelsRouter, adsAdminRouter } from './modules/ads/ads.router.ts';
import { deliveryRouter } from './modules/delivery/delivery.router.ts';
import { auditRouter } from './modules/audit/index.ts';
import { authRouter, type LoginLimits } from './modules/auth/auth.router.ts';
import { productsRouter } from './modules/products/products.router.ts';
import { offersRouter } from './modules/offers/index.ts';
import { usersRouter } from './modules/users/users.router.ts';
import { cartsRouter } from './modules/carts/carts.router.ts';
import { carriersRouter } from './modules/carriers/index.ts';
import { cashRouter } from './modules/cash/index.ts';
import { confirmationRouter } from './modules/confirmation/confirmation.router.ts';
import { messagesRouter, type MessageLimits } from './modules/messages/messages.router.ts';
import { fulfilmentRouter } from './modules/fulfilment/index.ts';
import { leadsRouter } from './modules/leads/leads.router.ts';
import { ordersRouter } from './modules/orders/orders.router.ts';
import { outboxRouter } from './modules/orders/outbox.router.ts';
import { orderGuardRouter, unitLimitsRouter } from './modules/order-guard/order-guard.router.ts';
import { quickCartRouter } from './modules/quick-cart/quick-cart.router.ts';
import { reportsRouter } from './modules/reports/reports.router.ts';
import { profitRouter } from './modules/profit/index.ts';
import { sessionsRouter } from './modules/sessions/sessions.router.ts';
import { trafficRouter } from './modules/traffic/traffic.router.ts';
import { riskReportRouter } from './modules/risk/index.ts';
import { whatsappAdminRouter, whatsappWebhookRouter } from './modules/whatsapp/index.ts';

export interface ApiOptions {
  loginLimits?: Partial<LoginLimits>;
  messageLimits?: Partial<MessageLimits>;
  /** New guest sessions one address may start per window. */
  sessionLimits?: Partial<Limit>;
  /** The leads' clock (lib/clock.ts): the system clock unless a test moves it. */
  leadClock?: Clock;
}

const TOO_MANY_SESSIONS = 'Too many new visits from your network. Please try again later.';

/** Every API router, mounted under /api. */
export function apiRouter(options: ApiOptions) {
  const router = Router();
  const newSessions = sharedLimit(
    'session-ip',
    { limit: env.NEW_SESSIONS_PER_ADDRESS, windowSeconds: 10 * 60, ...options.sessionLimits },
    TOO_MANY_SESSIONS,
  );
  // Staff and guest answers are personal: no browser or proxy keeps them. The catalog's public
  // answers set their own revalidation header over this one (lib/catalog-cache.ts).
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use('/products', productsRouter(), offersRouter());
  router.use(deliveryRouter());
  router.use(unitLimitsRouter());
  router.use('/admin/reports', reportsRouter(), riskReportRouter());
  router.use('/admin', profitRouter());
  router.use('/admin/audit', auditRouter());
  router.use('/admin/ads', adsAdminRouter());
  router.use('/admin/whatsapp', whatsappAdminRouter());
  router.use(whatsappWebhookRouter());
  router.use('/admin/outbox', outboxRouter());
  router.use(adPixelsRouter());
  router.use('/admin', authRouter(options.loginLimits));
  router.use('/admin', orderGuardRouter());
  router.use('/utilisateurs', usersRouter());
  router.use(sessionsRouter(newSessions));
  router.use(trafficRouter());
  router.use('/carts', cartsRouter(newSessions));
  router.use('/quick-cart', quickCartRouter(newSessions));
  router.use('/sales', ordersRouter());
  const leadClock = options.leadClock ?? systemClock;
  router.use('/leads', leadsRouter(leadClock));
  // The SHIPPING tab's API: three modules under one prefix. Each guards its own routes one by one
  // (not router.use), so that a request is authorized once, not once per router it passes through.
  router.use('/shipping', fulfilmentRouter(), carriersRouter(), cashRouter());
  router.use('/confirmation', confirmationRouter(leadClock));
  router.use('/messages', messagesRouter(options.messageLimits));
  return router;
}
