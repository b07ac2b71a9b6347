/**
 * GET /api/health, for load balancers' checks: 200 while the process takes requests, 503 once it
 * drains before stopping (server.ts), so the balancer sends new requests elsewhere while the
 * ones under way finish (docs/deployment.md).
 */
import type { RequestHandler } from 'express';

let draining = false;

/** From now on the health check fails; the process still answers everything it receives. */
export function startDraining(): void {
  draining = true;
}

export const healthCheck: RequestHandler = (_req, res) => {
  res.set('Cache-Control', 'no-store');
  res.status(draining ? 503 : 200).json({ status: draining ? 'draining' : 'ok' });
};
