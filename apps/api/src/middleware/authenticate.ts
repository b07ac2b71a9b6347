import type { RequestHandler } from 'express';
import type { StaffRole } from '@vigor/shared';
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

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Lets through staff whose token is valid, not revoked, signed since the user's last password or
 * role change (token_version), and whose current role (read from the database, so a deletion
 * takes effect at once) is one of `roles`.
 */
export function requireRole(...roles: StaffRole[]): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    const claims = token ? verifyStaffToken(token) : null;
    if (!claims) throw AppError.unauthorized();
    const [user, revoked] = await Promise.all([
      prisma.staffUser.findUnique({
        where: { id: Number(claims.sub) },
        select: { id: true, role: true, token_version: true },
      }),
      prisma.revokedToken.findUnique({ where: { jti: claims.jti }, select: { jti: true } }),
    ]);
    if (!user || revoked || user.token_version !== claims.ver) throw AppError.unauthorized();
    if (!roles.includes(user.role)) throw AppError.forbidden();
    req.staff = { id: user.id, role: user.role, jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
    next();
  };
}

export const requireAdmin = requireRole('admin');
export const requireTrafficViewer = requireRole('admin', 'traffic_admin');
