import { Router } from 'express';
import { CreateStaffUserInput, IdParam, UpdateStaffUserInput } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
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
    endpoint({ body: CreateStaffUserInput }, async ({ body }, _req, res) => {
      res
        .status(201)
        .json({ success: true, message: 'User created', data: await users.createStaffUser(body) });
    }),
  );
  router.put(
    '/:id',
    authorize,
    endpoint({ params: IdParam, body: UpdateStaffUserInput }, async ({ params, body }, req, res) => {
      const data = await users.updateStaffUser(params.id, body, req.staff!.id);
      res.json({ success: true, message: 'User updated', data });
    }),
  );
  router.delete(
    '/:id',
    authorize,
    endpoint({ params: IdParam }, async ({ params }, req, res) => {
      await users.deleteStaffUser(params.id, req.staff!.id);
      res.json({ success: true, message: 'User deleted' });
    }),
  );
  return router;
}
