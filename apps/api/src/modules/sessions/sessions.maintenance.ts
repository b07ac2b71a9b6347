import { logger } from '../../lib/logger.ts';
import { purgeExpiredRevocations, purgeIdleSessions } from './sessions.service.ts';

/**
 * Forgets idle guest sessions and expired token revocations. A scheduled task
 * (scheduled-tasks.ts): it runs once an hour across every API process; a failure is recorded
 * by the job queue and tried again.
 */
export async function runMaintenance(): Promise<void> {
  const [sessions, tokens] = await Promise.all([purgeIdleSessions(), purgeExpiredRevocations()]);
  if (sessions || tokens)
    logger.info({ sessions, tokens }, 'maintenance: purged idle sessions and expired revocations');
}
