import { Router } from 'express';
import { CreateStaffUserInput, IdParam, UpdateStaffUserInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { recordAudit } from '../audit/index.ts';
import { endpoint } from '../../middleware/validate.ts';
import * as users from './users.service.ts';

/** Staff accounts (the STAFF tab). */
export function usersRouter() {
  const router = Router();
  router.get(
    '/',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await users.listStaffUsers() });
    }),
  );
  router.post(
    '/',
    authorize,
    endpoint({ body: CreateStaffUserInput }, async ({ body }, req, res) => {
      const data = await users.createStaffUser(body);
      await recordAudit(req.staff!.id, {
        action: 'staff.create',
        entity: 'staff',
        entity_id: data.id,
        summary: `Created ${data.nom} (${data.role})`,
      });
      res.status(201).json({ success: true, message: 'User created', data });
    }),
  );
  router.put(
    '/:id',
    authorize,
    endpoint({ params: IdParam, body: UpdateStaffUserInput }, async ({ params, body }, req, res) => {
      const data = await users.updateStaffUser(params.id, body, req.staff!.id);
      await recordAudit(req.staff!.id, {
        action: 'staff.update',
        entity: 'staff',
        entity_id: data.id,
        summary: `${data.nom}: ${users.describeChange(body)}`,
      });
      res.json({ success: true, message: 'User updated', data });
    }),
  );
  router.delete(
    '/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      const nom = await users.deleteStaffUser(params.id, req.staff!.id);
      await recordAudit(req.staff!.id, {
        action: 'staff.delete',
        entity: 'staff',
        entity_id: params.id,
        summary: `Deleted ${nom}`,
      });
      res.json({ success: true, message: 'User deleted' });
    }),
  );
  return router;
}
