import type { Prisma } from '@vigor/db/client';
import type { Message } from '@vigor/shared';

export const messageSelect = {
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  subject: true,
  message: true,
  status: true,
  created_at: true,
} satisfies Prisma.MessageSelect;

export function toMessage(row: Prisma.MessageGetPayload<{ select: typeof messageSelect }>): Message {
  return { ...row, created_at: row.created_at.toISOString() };
}
