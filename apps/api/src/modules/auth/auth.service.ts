import bcrypt from 'bcryptjs';
import { ROLE_PERMISSIONS, type CurrentStaff, type LoginInput, type LoginResult } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { prisma } from '../../lib/prisma.ts';
import { signStaffToken } from '../../lib/tokens.ts';
import { staffSelect, toStaffUser } from '../users/index.ts';

export const LOGIN_FAILED = 'Nom ou mot de passe incorrect';
/** Compared against when the name is unknown, so both failures take the same time. */
const DUMMY_HASH = '$2b$12$C6UzMDM.H6dfI/f/IKcEeO5rXbLdq0iVnfHhEZP0vN6bGZ0fjzVTe';

export async function login({ nom, password }: LoginInput): Promise<LoginResult> {
  const user = await prisma.staffUser.findUnique({
    where: { nom },
    select: { id: true, password_hash: true, token_version: true, disabled_at: true },
  });
  const matches = await bcrypt.compare(password, user?.password_hash ?? DUMMY_HASH);
  // A disabled user hears what a wrong password hears: the page tells a stranger nothing.
  if (!user || !matches || user.disabled_at) throw AppError.unauthorized(LOGIN_FAILED);
  const row = await prisma.staffUser.update({
    where: { id: user.id },
    data: { last_login_at: new Date() },
    select: staffSelect,
  });
  return {
    success: true,
    token: signStaffToken(row.id, row.role, user.token_version),
    user: toStaffUser(row),
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

/** Every token of the user signed so far is refused (middleware/authenticate.ts). */
export async function logoutEverywhere(id: number): Promise<void> {
  await prisma.staffUser.update({ where: { id }, data: { token_version: { increment: 1 } } });
}

export async function currentStaff(id: number): Promise<CurrentStaff> {
  const row = await prisma.staffUser.findUniqueOrThrow({ where: { id }, select: staffSelect });
  return { ...toStaffUser(row), permissions: [...ROLE_PERMISSIONS[row.role]] };
}
