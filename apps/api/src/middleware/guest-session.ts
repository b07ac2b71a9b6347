import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { GUEST_SESSION_COOKIE, SESSION_RETENTION_DAYS } from '@vigor/shared';
import { prisma } from '../lib/prisma.ts';
import type { SharedLimit } from '../lib/rate-limit.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The caller's guest session id, when it exists in the database. */
      guestSessionId?: string;
    }
  }
}

const SESSION_ID = /^[\w-]{43}$/;

/** 256 bits from the system's CSPRNG, base64url. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function setSessionCookie(req: Request, res: Response, id: string) {
  res.cookie(GUEST_SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the request came over HTTPS (directly or through a trusted proxy).
    secure: req.secure,
    path: '/',
    maxAge: SESSION_RETENTION_DAYS * 24 * 3600 * 1000,
  });
}

/** The session id the cookie names, if it is well-formed and still in the database. */
export async function findCallerSession(req: Request): Promise<string | null> {
  const id: unknown = req.cookies?.[GUEST_SESSION_COOKIE];
  if (typeof id !== 'string' || !SESSION_ID.test(id)) return null;
  // Raw: every cart and order request starts here, and the ORM call costs several times more.
  const rows = await prisma.$queryRaw<{ id: string }[]>`SELECT id FROM guest_sessions WHERE id = ${id}`;
  return rows[0]?.id ?? null;
}

/**
 * A new guest session for the caller. One address may start only so many (`limit`): a client
 * that never keeps its cookie would otherwise make a session a request and fill the traffic
 * dashboard with visitors who do not exist.
 */
export async function createSession(req: Request, res: Response, limit: SharedLimit): Promise<string> {
  await limit.hit(req.ip ?? 'unknown', res);
  const id = newSessionId();
  await prisma.guestSession.create({
    data: { id, ip_address: req.ip ?? null, user_agent: req.get('user-agent')?.slice(0, 500) ?? null },
  });
  setSessionCookie(req, res, id);
  return id;
}

/**
 * Puts the caller's guest session on the request. With `create` (the limit of new sessions per
 * address), a caller without one gets a new session (and cookie) so that a first add-to-cart
 * never fails.
 */
export function guestSession({ create }: { create: SharedLimit | false }): RequestHandler {
  return async (req, res, next) => {
    const id = (await findCallerSession(req)) ?? (create ? await createSession(req, res, create) : null);
    if (id) req.guestSessionId = id;
    next();
  };
}
