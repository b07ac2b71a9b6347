import { SESSION_RETENTION_DAYS, type UpdateActivityInput } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface ActivityContext {
  ip: string | null;
  userAgent: string | null;
}

/** One page view: where the guest is, from which address and browser, and when. */
export async function recordActivity(id: string, input: UpdateActivityInput, context: ActivityContext) {
  await prisma.guestSession.updateMany({
    where: { id },
    data: {
      ip_address: context.ip,
      user_agent: (input.user_agent ?? context.userAgent)?.slice(0, 500) ?? null,
      current_page: input.current_page || '/',
      last_activity: new Date(),
      page_views: { increment: 1 },
    },
  });
}

/**
 * Deletes guest sessions idle for SESSION_RETENTION_DAYS, with their cart and quick-cart lines
 * (cascade); their orders stay, with session_id set to NULL. Returns how many were deleted.
 */
export async function purgeIdleSessions(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SESSION_RETENTION_DAYS * DAY_MS);
  const { count } = await prisma.guestSession.deleteMany({ where: { last_activity: { lt: cutoff } } });
  return count;
}

/**
 * Revoked staff tokens, and the last use of staff tokens, that would have expired anyway are no
 * longer worth keeping. Answers how many revocations went.
 */
export async function purgeExpiredRevocations(now = new Date()): Promise<number> {
  const [{ count }] = await prisma.$transaction([
    prisma.revokedToken.deleteMany({ where: { expires_at: { lt: now } } }),
    prisma.staffTokenActivity.deleteMany({ where: { expires_at: { lt: now } } }),
  ]);
  return count;
}
