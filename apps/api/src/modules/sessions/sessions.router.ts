import { Router, type Request } from 'express';
import { UpdateActivityInput } from '@vigor/shared';
import { createSession, findCallerSession, setSessionCookie } from '../../middleware/guest-session.ts';
import { endpoint } from '../../middleware/validate.ts';
import type { SharedLimit } from '../../lib/rate-limit.ts';
import * as sessions from './sessions.service.ts';
import { recordAttribution, type PixelCookies } from './session-attribution.ts';

/** The cookies Meta's and TikTok's pixels set on the shop's own domain. */
function pixelCookiesOf(req: Request): PixelCookies {
  const cookie = (name: string) => {
    const value: unknown = req.cookies?.[name];
    return typeof value === 'string' && value ? value : null;
  };
  return { fbp: cookie('_fbp'), ttp: cookie('_ttp') };
}

/** Guest sessions: /session/initialize, /test-session-debug, /session/update-activity. */
export function sessionsRouter(newSessions: SharedLimit) {
  const router = Router();

  router.post(
    '/session/initialize',
    endpoint({}, async (_input, req, res) => {
      const existing = await findCallerSession(req);
      // A live session is kept; its cookie is sent again so that its lifetime starts over.
      if (existing) setSessionCookie(req, res, existing);
      else await createSession(req, res, newSessions);
      // The id stays in the httpOnly cookie: a script on the page (an injected one included)
      // never learns it (docs/security.md).
      res.json({ success: true });
    }),
  );

  router.get(
    '/test-session-debug',
    endpoint({}, async (_input, req, res) => {
      // Only whether it exists: the id itself stays in its httpOnly cookie, out of scripts' reach.
      res.json({ session_exists_in_db: (await findCallerSession(req)) != null });
    }),
  );

  router.post(
    '/session/update-activity',
    endpoint({ body: UpdateActivityInput }, async ({ body }, req, res) => {
      // Validated first, so that a refused request creates no session.
      const id = (await findCallerSession(req)) ?? (await createSession(req, res, newSessions));
      await sessions.recordActivity(id, body, {
        ip: req.ip ?? null,
        userAgent: req.get('user-agent') ?? null,
      });
      await recordAttribution(id, body, pixelCookiesOf(req));
      res.json({ success: true });
    }),
  );

  return router;
}
