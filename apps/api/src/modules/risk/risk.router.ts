import { Router } from 'express';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { riskReport } from './risk-report.ts';

/** /api/admin/reports/risk: how the risk bands did over the last 90 days (REPORTS). */
export function riskReportRouter() {
  const router = Router();
  router.get(
    '/risk',
    authorize,
    endpoint({}, async (_input, _req, res) => {
      res.json({ data: await riskReport() });
    }),
  );
  return router;
}
