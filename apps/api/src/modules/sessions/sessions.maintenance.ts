import { logger } from '../../lib/logger.ts';
import { purgeExpiredRevocations, purgeIdleSessions } from './sessions.service.ts';

export const MAINTENANCE_INTERVAL_MS = 3600 * 1000;

/** One maintenance pass; failures are logged, never thrown (the next pass tries again). */
export async function runMaintenance(): Promise<void> {
  try {
    const [sessions, tokens] = await Promise.all([purgeIdleSessions(), purgeExpiredRevocations()]);
    if (sessions || tokens)
      logger.info({ sessions, tokens }, 'maintenance: purged idle sessions and expired revocations');
  } catch (error) {
    logger.error({ err: error }, 'maintenance failed');
  }
}

/**
 * Runs the maintenance pass now and then every hour, on a timer that never keeps the process
 * alive. Returns a function that stops it.
 */
export function startMaintenance(intervalMs = MAINTENANCE_INTERVAL_MS): () => void {
  void runMaintenance();
  const timer = setInterval(() => void runMaintenance(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
