import { Router } from 'express';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import * as traffic from './traffic.service.ts';

/** The traffic dashboard (traffic_admin or admin): /traffic-dashboard/active-users, /session/reset-all. */
export function trafficRouter() {
  const router = Router();
  router.get(
    '/traffic-dashboard/active-users',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json(await traffic.activeUsers());
    }),
  );
  router.post(
    '/session/reset-all',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json(await traffic.resetAllSessions());
    }),
  );
  return router;
}
