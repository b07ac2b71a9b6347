import { Router } from 'express';
import {
  CallOutcomeInput,
  ConvertLeadInput,
  EditOrderInput,
  IdParam,
  LeadCallInput,
  UndoOutcomeInput,
  UpdateDeskSettingsInput,
  UpsellInput,
} from '@vigor/shared';
import type { Clock } from '../../lib/clock.ts';
import { authorize } from '../../middleware/authenticate.ts';
import { recordAudit } from '../audit/index.ts';
import { endpoint } from '../../middleware/validate.ts';
import {
  claimLead,
  convertLead,
  deskLead,
  recordLeadCall,
  releaseLeadClaim,
  undoLeadCall,
} from '../leads/index.ts';
import { recordCallOutcome } from './call-outcomes.ts';
import { claimOrder, releaseClaim } from './claims.ts';
import { deskOrder, editDeskOrder } from './desk-orders.ts';
import { deskQueue } from './desk-queue.ts';
import { getDeskSettings, updateDeskSettings } from './desk-settings.ts';
import { undoCallOutcome } from './undo-outcome.ts';
import { confirmedOnWhatsapp } from '../whatsapp/index.ts';
import { addUpsell, upsellOptions } from './upsells.ts';

/**
 * /api/confirmation: the desk where staff confirm cash-on-delivery orders by phone. Whether a lead
 * is due or expired is read on the leads' clock; everything else (claims, planned calls, the
 * orders) on the system clock.
 */
export function confirmationRouter(leadClock: Clock) {
  const router = Router();
  router.get(
    '/queue',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await deskQueue(new Date(), leadClock.now()) });
    }),
  );
  router.get(
    '/whatsapp-confirmed',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await confirmedOnWhatsapp() });
    }),
  );
  router.get(
    '/leads/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await deskLead(params.id) });
    }),
  );
  router.post(
    '/leads/:id/claim',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      res.json({ data: await claimLead(params.id, req.staff!.id) });
    }),
  );
  router.delete(
    '/leads/:id/claim',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      await releaseLeadClaim(params.id, req.staff!.id);
      res.status(204).end();
    }),
  );
  router.post(
    '/leads/:id/calls',
    authorize,
    endpoint({ params: IdParam, body: LeadCallInput }, async ({ params, body }, req, res) => {
      const data = await recordLeadCall(params.id, req.staff!.id, body);
      res.status(201).json({ success: true, message: 'Call logged', data });
    }),
  );
  router.post(
    '/leads/:id/undo',
    authorize,
    endpoint({ params: IdParam, body: UndoOutcomeInput }, async ({ params, body }, req, res) => {
      const data = await undoLeadCall(params.id, req.staff!.id, body);
      res.status(201).json({ success: true, message: 'Outcome undone', data });
    }),
  );
  router.post(
    '/leads/:id/convert',
    authorize,
    endpoint({ params: IdParam, body: ConvertLeadInput }, async ({ params, body }, req, res) => {
      const data = await convertLead(params.id, req.staff!, body);
      res.status(201).json({ success: true, message: `Order #${data.order_id} placed`, data });
    }),
  );
  router.get(
    '/settings',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await getDeskSettings() });
    }),
  );
  router.put(
    '/settings',
    authorize,
    endpoint({ body: UpdateDeskSettingsInput }, async ({ body }, req, res) => {
      const data = await updateDeskSettings(body);
      await recordAudit(req.staff!.id, {
        action: 'setting.desk',
        entity: 'setting',
        summary: `Desk: ${Object.keys(body).join(', ')}`,
      });
      res.json({ success: true, message: 'Desk settings saved', data });
    }),
  );
  router.get(
    '/orders/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await deskOrder(params.id) });
    }),
  );
  router.post(
    '/orders/:id/claim',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      res.json({ data: await claimOrder(params.id, req.staff!.id) });
    }),
  );
  router.delete(
    '/orders/:id/claim',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      await releaseClaim(params.id, req.staff!.id);
      res.status(204).end();
    }),
  );
  router.post(
    '/orders/:id/calls',
    authorize,
    endpoint({ params: IdParam, body: CallOutcomeInput }, async ({ params, body }, req, res) => {
      const data = await recordCallOutcome(params.id, req.staff!, body);
      res.status(201).json({ success: true, message: 'Call logged', data });
    }),
  );
  router.post(
    '/orders/:id/undo',
    authorize,
    endpoint({ params: IdParam, body: UndoOutcomeInput }, async ({ params, body }, req, res) => {
      const data = await undoCallOutcome(params.id, req.staff!, body);
      res.status(201).json({ success: true, message: 'Outcome undone', data });
    }),
  );
  router.patch(
    '/orders/:id',
    authorize,
    endpoint({ params: IdParam, body: EditOrderInput }, async ({ params, body }, req, res) => {
      const data = await editDeskOrder(params.id, req.staff!.id, body);
      res.json({ success: true, message: 'Order updated', data });
    }),
  );
  router.get(
    '/orders/:id/upsells',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, _req, res) => {
      res.json({ data: await upsellOptions(params.id) });
    }),
  );
  router.post(
    '/orders/:id/upsell',
    authorize,
    endpoint({ params: IdParam, body: UpsellInput }, async ({ params, body }, req, res) => {
      const data = await addUpsell(params.id, req.staff!.id, body);
      res.json({ success: true, message: 'Offer added', data });
    }),
  );
  return router;
}
