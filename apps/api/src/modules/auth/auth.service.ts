import bcrypt from 'bcryptjs';
import type { LoginInput, LoginResult, StaffUser } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import { signStaffToken } from '../../lib/tokens.ts';
import { staffSelect } from '../users/index.ts';

export const LOGIN_FAILED = 'Nom ou mot de passe incorrect';
/** Compared against when the name is unknown, so both failures take the same time. */
const DUMMY_HASH = '$2b$12$C6UzMDM.H6dfI/f/IKcEeO5rXbLdq0iVnfHhEZP0vN6bGZ0fjzVTe';

export async function login({ nom, password }: LoginInput): Promise<LoginResult> {
  const user = await prisma.staffUser.findUnique({
    where: { nom },
    select: { ...staffSelect, password_hash: true, token_version: true },
  });
  const matches = await bcrypt.compare(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !matches) throw AppError.unauthorized(LOGIN_FAILED);
  const { password_hash: _hash, token_version: _version, ...profile } = user;
  return {
    success: true,
    token: signStaffToken(user.id, user.role, user.token_version),
    user: { ...profile, created_at: profile.created_at.toISOString() },
    message: 'Connexion réussie',
  };
}

/** The token is refused from now on; expired revocations are dropped while we are here. */
export async function logout(jti: string, expiresAt: Date): Promise<void> {
  await prisma.$transaction([
    prisma.revokedToken.upsert({ where: { jti }, create: { jti, expires_at: expiresAt }, update: {} }),
    prisma.revokedToken.deleteMany({ where: { expires_at: { lt: new Date() } } }),
  ]);
}

export async function currentStaff(id: number): Promise<StaffUser> {
  const row = await prisma.staffUser.findUniqueOrThrow({ where: { id }, select: staffSelect });
  return { ...row, created_at: row.created_at.toISOString() };
}
