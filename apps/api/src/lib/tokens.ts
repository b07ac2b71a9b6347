import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { STAFF_ROLES, type StaffRole } from '@vigor/shared';
import { z } from 'zod';
import { env } from '../config/env.ts';

const ALGORITHM = 'HS256';

const Claims = z.object({
  sub: z.string().regex(/^\d+$/),
  role: z.enum(STAFF_ROLES),
  jti: z.string().uuid(),
  iat: z.number(),
  exp: z.number(),
  /** The user's token_version when it was signed: a new password or role moves it on. */
  ver: z.number().int(),
});
export type StaffClaims = z.infer<typeof Claims>;

export function signStaffToken(userId: number, role: StaffRole, tokenVersion: number): string {
  return jwt.sign({ role, ver: tokenVersion }, env.JWT_SECRET, {
    algorithm: ALGORITHM,
    subject: String(userId),
    jwtid: randomUUID(),
    expiresIn: env.JWT_EXPIRES_IN_SECONDS,
  });
}

/** The claims of a valid token, or null: a bad signature, another algorithm or an expiry. */
export function verifyStaffToken(token: string): StaffClaims | null {
  try {
    const payload = jwt.verify(token, env.JWT_SECRET, { algorithms: [ALGORITHM] });
    const claims = Claims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
