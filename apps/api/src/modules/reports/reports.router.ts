import { Router } from 'express';
import { CommissionQuery, IdParam, ReportQuery } from '@vigor/shared';
import { authorize } from '../../middleware/authenticate.ts';
import { endpoint } from '../../middleware/validate.ts';
import { agentFigures, commissionStatement } from './agents.ts';
import { offerFigures } from './offer-figures.ts';
import { getReport } from './reports.service.ts';

/**
 * /api/admin/reports: figures of the orders placed in a range of the shop's days, every agent's
 * figures and commission statements, and (`/mine`) the caller's own, for an agent's desk.
 */
export function reportsRouter() {
  const router = Router();
  router.get(
    '/',
    authorize,
    endpoint({ query: ReportQuery }, async ({ query }, _req, res) => {
      res.json({ data: await getReport(query) });
    }),
  );
  router.get(
    '/agents',
    authorize,
    endpoint({ query: ReportQuery }, async ({ query }, _req, res) => {
      res.json({ data: await agentFigures(query.from, query.to) });
    }),
  );
  router.get(
    '/offers',
    authorize,
    endpoint({ query: ReportQuery }, async ({ query }, _req, res) => {
      res.json({ data: await offerFigures(query.from, query.to) });
    }),
  );
  router.get(
    '/agents/:id/commissions',
    authorize,
    endpoint({ params: IdParam, query: CommissionQuery }, async ({ params, query }, _req, res) => {
      res.json({ data: await commissionStatement(params.id, query.month) });
    }),
  );
  router.get(
    '/mine',
    authorize,
    endpoint({ query: ReportQuery }, async ({ query }, req, res) => {
      const figures = await agentFigures(query.from, query.to);
      res.json({ data: figures.filter((row) => row.user_id === req.staff!.id) });
    }),
  );
  router.get(
    '/mine/commissions',
    authorize,
    endpoint({ query: CommissionQuery }, async ({ query }, req, res) => {
      res.json({ data: await commissionStatement(req.staff!.id, query.month) });
    }),
  );
  return router;
}
