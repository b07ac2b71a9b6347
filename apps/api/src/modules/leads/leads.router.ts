import { Router } from 'express';
import { SaveLeadInput } from '@vigor/shared';
import type { Clock } from '../../lib/clock.ts';
import { sharedLimit } from '../../lib/rate-limit.ts';
import { guestSession } from '../../middleware/guest-session.ts';
import { endpoint } from '../../middleware/validate.ts';
import { admitLead } from '../order-guard/index.ts';
import { saveLead } from './leads.service.ts';

/** Saves a form sends per guest session in 10 minutes: far more than typing needs. */
export const LEAD_SAVES_PER_SESSION = 60;
const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * /api/leads: the checkout and quick-order forms keep the shopper's number (their own session),
 * stamped by the leads' clock, unless the order guard keeps no lead for this shopper.
 */
export function leadsRouter(clock: Clock) {
  const saves = sharedLimit(
    'lead-session',
    { limit: LEAD_SAVES_PER_SESSION, windowSeconds: 10 * 60 },
    TOO_MANY,
  );
  const router = Router();
  router.post(
    '/',
    guestSession({ create: false }),
    endpoint({ body: SaveLeadInput }, async ({ body }, req, res) => {
      await saves.hit(req.guestSessionId ?? req.ip ?? 'unknown', res);
      const shopper = { phone: body.customer_phone, sessionId: req.guestSessionId ?? null, ip: req.ip };
      await saveLead(req.guestSessionId, body, (isNew) => admitLead(shopper, isNew, res), clock.now());
      res.json({ success: true, message: 'Saved' });
    }),
  );
  return router;
}
