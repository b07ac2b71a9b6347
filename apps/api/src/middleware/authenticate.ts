import type { Request, RequestHandler } from 'express';
import { can, routeAccess, type StaffRole } from '@vigor/shared';
import { env } from '../config/env.ts';
import { AppError } from '../lib/errors.ts';
import { prisma } from '../lib/prisma.ts';
import { verifyStaffToken } from '../lib/tokens.ts';

export interface StaffIdentity {
  id: number;
  role: StaffRole;
  jti: string;
  expiresAt: Date;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      staff?: StaffIdentity;
    }
  }
}

/** A token's last use is written at most this often: most requests only read it. */
const ACTIVITY_WRITE_MS = 60_000;

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The route's key in the permission table (packages/shared/src/permissions.ts), `METHOD
 * /api/path` as Express declares it; HEAD is answered by the GET route.
 */
function routeKey(req: Request): string {
  const routePath = (req.route as { path: string }).path;
  const path = (req.baseUrl + (routePath === '/' ? '' : routePath)).replace(/\/{2,}/g, '/');
  return `${req.method === 'HEAD' ? 'GET' : req.method} ${path}`;
}

/**
 * The staff user behind the request's token: valid, not revoked, not idle for STAFF_IDLE_SECONDS,
 * signed since the user's last password or role change (token_version), of a user not disabled.
 * Its role is read from the database, so a change takes effect at once. Otherwise 401.
 */
async function staffOf(req: Request): Promise<StaffIdentity> {
  const token = bearerToken(req.headers.authorization);
  const claims = token ? verifyStaffToken(token) : null;
  if (!claims) throw AppError.unauthorized();
  const [user, revoked, activity] = await Promise.all([
    prisma.staffUser.findUnique({
      where: { id: Number(claims.sub) },
      select: { id: true, role: true, token_version: true, disabled_at: true },
    }),
    prisma.revokedToken.findUnique({ where: { jti: claims.jti }, select: { jti: true } }),
    prisma.staffTokenActivity.findUnique({ where: { jti: claims.jti }, select: { last_active_at: true } }),
  ]);
  if (!user || revoked || user.disabled_at || user.token_version !== claims.ver) {
    throw AppError.unauthorized();
  }
  const now = Date.now();
  const lastActive = activity?.last_active_at.getTime() ?? claims.iat * 1000;
  if (now - lastActive > env.STAFF_IDLE_SECONDS * 1000) throw AppError.unauthorized();
  const expiresAt = new Date(claims.exp * 1000);
  if (!activity || now - lastActive > ACTIVITY_WRITE_MS) {
    await prisma.staffTokenActivity.upsert({
      where: { jti: claims.jti },
      create: { jti: claims.jti, last_active_at: new Date(now), expires_at: expiresAt },
      update: { last_active_at: new Date(now) },
    });
  }
  return { id: user.id, role: user.role, jti: claims.jti, expiresAt };
}

/**
 * Every staff route's guard: 401 without a working staff token, 403 unless the permission table
 * gives the caller's role the permission it names for this route. A route the table does not
 * name is refused to every role.
 */
export const authorize: RequestHandler = async (req, _res, next) => {
  const staff = await staffOf(req);
  const access = routeAccess(routeKey(req));
  if (
    access === null ||
    access === 'public' ||
    access === 'guest' ||
    access === 'signed' ||
    !can(staff.role, access)
  ) {
    throw AppError.forbidden();
  }
  req.staff = staff;
  next();
};
