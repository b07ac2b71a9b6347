import { Router } from 'express';
import { TestAdConnectionInput, UpdateAdSettingsInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { recordAudit } from '../audit/index.ts';
import { endpoint } from '../../middleware/validate.ts';
import { testAdConnection } from './ad-connection.ts';
import { adSendsReport } from './ad-sends.ts';
import { adPixels, getAdSettings, updateAdSettings } from './ad-settings.ts';

/** /api/admin/ads: the ad platforms' settings and the server sends' results (admins only). */
export function adsAdminRouter() {
  const router = Router();
  router.get(
    '/',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await getAdSettings() });
    }),
  );
  router.put(
    '/',
    authorize,
    endpoint({ body: UpdateAdSettingsInput }, async ({ body }, req, res) => {
      const data = await updateAdSettings(body);
      // The names of what changed, never a token.
      await recordAudit(req.staff!.id, {
        action: 'setting.ads',
        entity: 'setting',
        summary: `Ads: ${Object.keys(body).join(', ')}`,
      });
      res.json({ success: true, message: 'Ad settings saved', data });
    }),
  );
  // Sends a test event: nothing in the store changes, so no audit entry.
  router.post(
    '/test',
    authorize,
    endpoint({ body: TestAdConnectionInput }, async ({ body }, _req, res) => {
      res.json({ data: await testAdConnection(body.platform) });
    }),
  );
  router.get(
    '/sends',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await adSendsReport() });
    }),
  );
  return router;
}

/** /api/ads/pixels: which pixels the storefront loads (ids only: tokens never leave the server). */
export function adPixelsRouter() {
  const router = Router();
  router.get(
    '/ads/pixels',
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await adPixels() });
    }),
  );
  return router;
}
