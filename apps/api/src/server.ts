import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createApp } from './app.ts';
import { env } from './config/env.ts';
import { startDraining } from './lib/health.ts';
import { applyServerLimits } from './lib/http-server.ts';
import { logger } from './lib/logger.ts';
import { startJobQueue } from './lib/job-queue.ts';
import { prisma } from './lib/prisma.ts';
import { listenForCatalogChanges } from './lib/catalog-changes.ts';
import type { ApiOptions } from './routes.ts';
import { queuedTasks, scheduledTasks } from './scheduled-tasks.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * After the signal the server keeps accepting for this long, answering with `Connection: close`
 * and failing its health check (a load balancer checking more often than this stops sending new
 * requests first), before it stops listening. Closing the listener at once would reset the connections that are
 * still in the kernel's accept queue, and Node's close() also drops accepted connections whose
 * request it has not started to read: requests the client had already sent.
 */
const SHUTDOWN_DRAIN_MS = 1_000;

export interface ServerOptions {
  /** Runs after the last request finished and the database client closed, before exiting. */
  onClose?: () => Promise<void>;
  /** The application's options; the store runs with none (the browser journeys pass a clock). */
  app?: ApiOptions;
}

/** Listens on PORT and, on SIGTERM or SIGINT, lets in-flight requests finish before exiting. */
export function startServer({ onClose, app }: ServerOptions = {}): Server {
  const server = applyServerLimits(createServer(createApp(app)), { maxConnections: env.MAX_CONNECTIONS });
  // Prisma loads its query engine from disk on first use and keeps a failed load for good: loaded
  // before the first request, a moment without file descriptors cannot break every later query.
  void prisma
    .$connect()
    .catch((error: unknown) => logger.error({ err: error }, 'database not reachable at start'))
    .then(() =>
      server.listen(env.PORT, () => logger.info(`VIGOR store listening on http://localhost:${env.PORT}`)),
    );
  const catalogListener = listenForCatalogChanges(env.DATABASE_URL);
  const jobQueue = startJobQueue(env.DATABASE_URL, scheduledTasks, queuedTasks).catch((error: unknown) => {
    logger.error({ err: error }, 'job queue did not start: no scheduled task runs in this process');
    return null;
  });

  let stopping = false;
  // While draining, every answer ends its connection, so keep-alive clients move on.
  server.prependListener('request', (_req, res) => {
    if (stopping) res.setHeader('Connection', 'close');
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    startDraining();
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + SHUTDOWN_DRAIN_MS).unref();
    setTimeout(() => {
      const closeAll = async () => {
        await Promise.all([catalogListener.stop(), jobQueue.then((queue) => queue?.stop())]);
        await prisma.$disconnect();
        await onClose?.();
      };
      server.close(() => {
        closeAll().then(
          () => {
            clearTimeout(force);
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'shutdown did not complete');
            process.exit(1);
          },
        );
      });
      server.closeIdleConnections();
    }, SHUTDOWN_DRAIN_MS);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) startServer();
