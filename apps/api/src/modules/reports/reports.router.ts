import { Router } from 'express';
import { ReportQuery } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { getReport } from './reports.service.ts';

/** /api/admin/reports: figures of the orders placed in a range of the shop's days. */
export function reportsRouter() {
  const router = Router();
  router.get(
    '/',
    authorize,
    endpoint({ query: ReportQuery }, async ({ query }, _req, res) => {
      res.json({ data: await getReport(query) });
    }),
  );
  return router;
}
