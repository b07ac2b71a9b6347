/**
 * `pnpm start`: the production server (built SPA, API and images) on PORT, default 3000, in
 * WEB_CONCURRENCY processes (apps/api/src/cluster.ts). The primary prepares the database once and
 * checks the configuration before forking, so a bad one stops here instead of in every worker.
 */
import cluster from 'node:cluster';
import { passTzdataToChildren } from '@vigor/shared/tzdata';

process.env.NODE_ENV ??= 'production';
if (cluster.isPrimary) {
  const { prepareDatabase } = await import('./prepare-database.ts');
  const database = await prepareDatabase({ demo: 'never' });
  const { env } = await import('../config/env.ts');
  const { runCluster } = await import('../cluster.ts');
  passTzdataToChildren();
  runCluster({ workers: env.WEB_CONCURRENCY, onClose: () => database.stop() });
} else {
  const { startServer } = await import('../server.ts');
  startServer();
}
