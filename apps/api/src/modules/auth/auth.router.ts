import { Router, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { LoginInput } from '@vigor/shared';
import { requireRole } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import * as auth from './auth.service.ts';

export interface LoginLimits {
  windowMs: number;
  perIp: number;
  perName: number;
}

const DEFAULT_LIMITS: LoginLimits = { windowMs: 15 * 60 * 1000, perIp: 20, perName: 5 };
const TOO_MANY = 'Trop de tentatives de connexion. Réessayez plus tard.';

/** Failed logins are counted per IP and per name, so neither spraying nor guessing gets far. */
function loginLimiters({ windowMs, perIp, perName }: LoginLimits) {
  const common = {
    windowMs,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: (_req: Request, res: Response) => void res.status(429).json({ message: TOO_MANY }),
  };
  return [
    rateLimit({ ...common, limit: perIp }),
    rateLimit({
      ...common,
      limit: perName,
      keyGenerator: (req) =>
        `nom:${String(req.body?.nom ?? '')
          .trim()
          .toLowerCase()}`,
    }),
  ];
}

export function authRouter(limits: Partial<LoginLimits> = {}) {
  const router = Router();
  router.post(
    '/login',
    ...loginLimiters({ ...DEFAULT_LIMITS, ...limits }),
    endpoint({ body: LoginInput }, async ({ body }, _req, res) => {
      res.json(await auth.login(body));
    }),
  );
  router.post(
    '/logout',
    requireRole('admin', 'traffic_admin'),
    endpoint({}, async (_input, req, res) => {
      await auth.logout(req.staff!.jti, req.staff!.expiresAt);
      res.json({ success: true, message: 'Déconnexion réussie' });
    }),
  );
  router.get(
    '/me',
    requireRole('admin', 'traffic_admin'),
    endpoint({}, async (_input, req, res) => {
      res.json({ data: await auth.currentStaff(req.staff!.id) });
    }),
  );
  return router;
}
