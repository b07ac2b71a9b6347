import { Router, type Response } from 'express';
import { LoginInput } from '@vigor/shared';
import { sharedLimit } from '../../lib/rate-limit.ts';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import * as auth from './auth.service.ts';

export interface LoginLimits {
  windowSeconds: number;
  perIp: number;
  perName: number;
}

const DEFAULT_LIMITS: LoginLimits = { windowSeconds: 15 * 60, perIp: 20, perName: 5 };
const TOO_MANY = 'Trop de tentatives de connexion. Réessayez plus tard.';

/**
 * Failed logins are counted per address and per name, so neither spraying nor guessing gets far.
 * Every attempt is counted before the password is checked (parallel guesses cannot slip past the
 * limit), and a successful one is given back.
 */
function loginLimits({ windowSeconds, perIp, perName }: LoginLimits) {
  const byAddress = sharedLimit('login-ip', { limit: perIp, windowSeconds }, TOO_MANY);
  const byName = sharedLimit('login-name', { limit: perName, windowSeconds }, TOO_MANY);
  return {
    async attempt(address: string, nom: string, res: Response) {
      // Case and spaces do not make a new name.
      const name = nom.trim().toLowerCase();
      await byAddress.hit(address, res);
      await byName.hit(name, res);
      return () => Promise.all([byAddress.giveBack(address), byName.giveBack(name)]);
    },
  };
}

export function authRouter(limits: Partial<LoginLimits> = {}) {
  const router = Router();
  const attempts = loginLimits({ ...DEFAULT_LIMITS, ...limits });
  router.post(
    '/login',
    endpoint({ body: LoginInput }, async ({ body }, req, res) => {
      const succeeded = await attempts.attempt(req.ip ?? 'unknown', body.nom, res);
      const result = await auth.login(body);
      await succeeded();
      res.json(result);
    }),
  );
  router.post(
    '/logout',
    authorize,
    endpoint({}, async (_input, req, res) => {
      await auth.logout(req.staff!.jti, req.staff!.expiresAt);
      res.json({ success: true, message: 'Déconnexion réussie' });
    }),
  );
  // Ends every session of the caller's, on every computer: the token version moves on.
  router.post(
    '/logout-everywhere',
    authorize,
    endpoint({}, async (_input, req, res) => {
      await auth.logoutEverywhere(req.staff!.id);
      res.json({ success: true, message: 'Déconnecté de partout' });
    }),
  );
  router.get(
    '/me',
    authorize,
    endpoint({}, async (_input, req, res) => {
      res.json({ data: await auth.currentStaff(req.staff!.id) });
    }),
  );
  return router;
}
