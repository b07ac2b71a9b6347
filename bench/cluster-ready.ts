/**
 * Loaded with --import into the store's primary process by the bench (processes.ts): reports over
 * IPC each time one more worker listens. A load run that started before every worker listened
 * would keep its connections on the first ones for the whole run.
 */
import cluster from 'node:cluster';

if (cluster.isPrimary && process.send) {
  let listening = 0;
  cluster.on('listening', () => process.send?.({ listening: ++listening }));
}
