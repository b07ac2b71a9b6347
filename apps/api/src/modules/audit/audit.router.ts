import { Router } from 'express';
import { AuditQuery } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { listAudit } from './audit.service.ts';

/** /api/admin/audit: the audit log, read-only; no route changes or deletes an entry. */
export function auditRouter() {
  const router = Router();
  router.get(
    '/',
    authorize,
    endpoint({ query: AuditQuery }, async ({ query }, _req, res) => {
      res.json(await listAudit(query));
    }),
  );
  return router;
}
