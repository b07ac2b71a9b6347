import bcrypt from 'bcryptjs';
import { Prisma } from '@vigor/db/client';
import type { CreateStaffUserInput, StaffUser, UpdateStaffUserInput } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';

const BCRYPT_COST = 12;

/** Never the password hash. */
export const staffSelect = {
  id: true,
  nom: true,
  role: true,
  created_at: true,
} satisfies Prisma.StaffUserSelect;

function toStaffUser(row: Prisma.StaffUserGetPayload<{ select: typeof staffSelect }>): StaffUser {
  return { ...row, created_at: row.created_at.toISOString() };
}

function isDuplicateName(error: unknown) {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

const DUPLICATE = 'A staff user with this name already exists.';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function listStaffUsers(): Promise<StaffUser[]> {
  const rows = await prisma.staffUser.findMany({ select: staffSelect, orderBy: { id: 'asc' } });
  return rows.map(toStaffUser);
}

export async function createStaffUser(input: CreateStaffUserInput): Promise<StaffUser> {
  try {
    const row = await prisma.staffUser.create({
      data: { nom: input.nom, role: input.role, password_hash: await hashPassword(input.password) },
      select: staffSelect,
    });
    return toStaffUser(row);
  } catch (error) {
    if (isDuplicateName(error)) throw AppError.conflict(DUPLICATE);
    throw error;
  }
}

export async function updateStaffUser(
  id: number,
  input: UpdateStaffUserInput,
  actorId: number,
): Promise<StaffUser> {
  if (id === actorId && input.role && input.role !== 'admin') {
    throw AppError.conflict('You cannot remove your own admin role.');
  }
  const current = await orNotFound(
    'Staff user',
    prisma.staffUser.findUnique({ where: { id }, select: { role: true } }),
  );
  // A new password or role ends every session signed before it (middleware/authenticate.ts).
  const credentialsChange = Boolean(input.password) || (input.role != null && input.role !== current.role);
  try {
    const row = await orNotFound(
      'Staff user',
      prisma.staffUser.update({
        where: { id },
        data: {
          ...(input.nom && { nom: input.nom }),
          ...(input.role && { role: input.role }),
          ...(input.password && { password_hash: await hashPassword(input.password) }),
          ...(credentialsChange && { token_version: { increment: 1 } }),
        },
        select: staffSelect,
      }),
    );
    return toStaffUser(row);
  } catch (error) {
    if (isDuplicateName(error)) throw AppError.conflict(DUPLICATE);
    throw error;
  }
}

export async function deleteStaffUser(id: number, actorId: number): Promise<void> {
  if (id === actorId) throw AppError.conflict('You cannot delete your own account.');
  await orNotFound('Staff user', prisma.staffUser.delete({ where: { id }, select: { id: true } }));
}
