import bcrypt from 'bcryptjs';
import { Prisma } from '@vigor/db/client';
import type { CreateStaffUserInput, StaffUser, UpdateStaffUserInput } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import { toNumber } from '../../lib/money.ts';
import { prisma, type Tx } from '../../lib/prisma.ts';

const BCRYPT_COST = 12;

/** Never the password hash. */
export const staffSelect = {
  id: true,
  nom: true,
  role: true,
  created_at: true,
  last_login_at: true,
  disabled_at: true,
  commission_per_delivered: true,
} satisfies Prisma.StaffUserSelect;

export function toStaffUser({
  disabled_at,
  ...row
}: Prisma.StaffUserGetPayload<{ select: typeof staffSelect }>): StaffUser {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at?.toISOString() ?? null,
    disabled: disabled_at != null,
    commission_per_delivered: toNumber(row.commission_per_delivered),
  };
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

const LAST_ADMIN = 'The shop needs at least one admin who can log in.';

/**
 * Refuses a change that would leave no enabled admin. The enabled admins' rows are locked first,
 * so two admins demoting or disabling each other at once cannot both pass the count.
 */
async function keepAnAdmin(tx: Tx, leaving: number): Promise<void> {
  const admins = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM staff_users WHERE role = 'admin' AND disabled_at IS NULL FOR UPDATE`;
  if (admins.every((admin) => admin.id === leaving)) throw AppError.conflict(LAST_ADMIN);
}

export async function updateStaffUser(
  id: number,
  input: UpdateStaffUserInput,
  actorId: number,
): Promise<StaffUser> {
  if (id === actorId && input.role && input.role !== 'admin') {
    throw AppError.conflict('You cannot remove your own admin role.');
  }
  if (id === actorId && input.disabled) throw AppError.conflict('You cannot disable yourself.');
  const newPassword = input.password ? await hashPassword(input.password) : null;
  try {
    return await prisma.$transaction(async (tx) => {
      const current = await orNotFound(
        'Staff user',
        tx.staffUser.findUnique({ where: { id }, select: { role: true, disabled_at: true } }),
      );
      const leavesAdmins =
        current.role === 'admin' &&
        current.disabled_at == null &&
        ((input.role != null && input.role !== 'admin') || input.disabled === true);
      if (leavesAdmins) await keepAnAdmin(tx, id);
      // A new password, a new role or disabling ends every session signed before it
      // (middleware/authenticate.ts).
      const disabling = input.disabled === true && current.disabled_at == null;
      const endsSessions =
        Boolean(newPassword) || (input.role != null && input.role !== current.role) || disabling;
      const row = await tx.staffUser.update({
        where: { id },
        data: {
          ...(input.nom && { nom: input.nom }),
          ...(input.role && { role: input.role }),
          ...(newPassword && { password_hash: newPassword }),
          ...(disabling && { disabled_at: new Date() }),
          ...(input.disabled === false && { disabled_at: null }),
          ...(input.commission_per_delivered != null && {
            commission_per_delivered: input.commission_per_delivered,
          }),
          ...(endsSessions && { token_version: { increment: 1 } }),
        },
        select: staffSelect,
      });
      return toStaffUser(row);
    });
  } catch (error) {
    if (isDuplicateName(error)) throw AppError.conflict(DUPLICATE);
    throw error;
  }
}

/** Deletes a staff user; answers its name. */
export async function deleteStaffUser(id: number, actorId: number): Promise<string> {
  if (id === actorId) throw AppError.conflict('You cannot delete your own account.');
  return prisma.$transaction(async (tx) => {
    const current = await orNotFound(
      'Staff user',
      tx.staffUser.findUnique({ where: { id }, select: { role: true, disabled_at: true } }),
    );
    if (current.role === 'admin' && current.disabled_at == null) await keepAnAdmin(tx, id);
    const { nom } = await tx.staffUser.delete({ where: { id }, select: { nom: true } });
    return nom;
  });
}

/** A change of a staff user in the audit log's words; never the password itself. */
export function describeChange(input: UpdateStaffUserInput): string {
  return [
    input.nom && `renamed ${input.nom}`,
    input.role && `role ${input.role}`,
    input.password && 'password reset',
    input.disabled === true && 'disabled',
    input.disabled === false && 'enabled',
    input.commission_per_delivered != null &&
      `commission ${input.commission_per_delivered} dh per delivered order`,
  ]
    .filter(Boolean)
    .join(', ');
}
