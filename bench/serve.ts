/**
 * A baseline of the bench (baseline-server.ts, write-baseline.ts) in `workers` processes on one
 * port through node:cluster, the way `pnpm start` runs the store: the store with all its workers
 * is compared with a baseline on as many processes. processes.ts forks this with IPC and sends
 * what to serve; the primary forks the workers, hands each the same message when it asks, and
 * reports once every worker listens. A worker exits with its primary (node:cluster), the primary with the bench.
 */
import cluster from 'node:cluster';
import type { CapturedResponse } from './baseline-server.ts';

/** Which baseline, and what it needs. */
export type ServeApp =
  { app: 'reads'; responses: CapturedResponse[] } | { app: 'writes'; databaseUrl: string };
export type ServeMessage = ServeApp & { workers: number; port: number };

async function serve(message: ServeMessage) {
  const app =
    message.app === 'reads'
      ? (await import('./baseline-server.ts')).readBaselineApp(message.responses)
      : (await import('./write-baseline.ts')).writeBaselineApp(message.databaseUrl);
  const server = app.listen(message.port, '127.0.0.1');
  server.keepAliveTimeout = 65_000;
}

if (cluster.isPrimary) {
  process.once('message', (message: ServeMessage) => {
    let listening = 0;
    cluster.on('listening', () => {
      if (++listening === message.workers) process.send!({ listening });
    });
    cluster.on('exit', (worker, code) => {
      if (code) process.exit(code);
    });
    for (let i = 0; i < message.workers; i++) {
      const worker = cluster.fork();
      worker.once('message', () => worker.send(message));
    }
  });
  process.on('disconnect', () => process.exit(0));
} else {
  // A worker's messages from the primary are read from its start: one sent before this listener
  // existed would be lost, so the worker asks for it once listening for it.
  process.once('message', (message: ServeMessage) => void serve(message));
  process.send!('ready');
}
