import { Router, type Request } from 'express';
import { UpdateWhatsappSettingsInput, WhatsappVerifyQuery } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { recordAudit } from '../audit/index.ts';
import { getWhatsappSettings, updateWhatsappSettings } from './whatsapp-settings.ts';
import { receiveWebhook, verificationAnswer } from './whatsapp-webhook.ts';

/** /api/admin/whatsapp: the WhatsApp Cloud API's settings (admins only; secrets are write-only). */
export function whatsappAdminRouter() {
  const router = Router();
  router.get(
    '/',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await getWhatsappSettings() });
    }),
  );
  router.put(
    '/',
    authorize,
    endpoint({ body: UpdateWhatsappSettingsInput }, async ({ body }, req, res) => {
      const data = await updateWhatsappSettings(body);
      // The names of what changed, never a secret.
      await recordAudit(req.staff!.id, {
        action: 'setting.whatsapp',
        entity: 'setting',
        summary: `WhatsApp: ${Object.keys(body).join(', ')}`,
      });
      res.json({ success: true, message: 'WhatsApp settings saved', data });
    }),
  );
  return router;
}

/**
 * /api/webhooks/whatsapp: Meta's verification (GET) and its notifications (POST, signed). Public:
 * Meta holds no staff token; the POST's raw body arrives as a Buffer (app.ts) for the signature.
 */
export function whatsappWebhookRouter() {
  const router = Router();
  router.get(
    '/webhooks/whatsapp',
    endpoint({ query: WhatsappVerifyQuery }, async ({ query }, _req, res) => {
      const answer = await verificationAnswer(
        query['hub.mode'],
        query['hub.verify_token'],
        query['hub.challenge'],
      );
      if (answer === null) throw AppError.forbidden('Wrong verify token');
      res.type('text/plain').send(answer);
    }),
  );
  router.post('/webhooks/whatsapp', async (req: Request, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await receiveWebhook(raw, req.get('x-hub-signature-256'));
    res.json({ success: true });
  });
  return router;
}
