import type { Prisma } from '@vigor/db/client';
import type {
  CreateMessageInput,
  ListMessagesQuery,
  Message,
  MessageStatus,
  MessagesPage,
} from '@vigor/shared';
import { ADMIN_MESSAGES_PAGE_SIZE, MESSAGE_STATUSES, pageMeta } from '@vigor/shared';
import { orNotFound } from '../../lib/or-not-found.ts';
import { prisma } from '../../lib/prisma.ts';
import { escapeLike } from '../../lib/sql.ts';
import { messageSelect, toMessage } from './messages.mapper.ts';

export async function createMessage(input: CreateMessageInput): Promise<void> {
  await prisma.message.create({
    data: {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      subject: input.subject,
      message: input.message,
    },
    select: { id: true },
  });
}

function searchWhere(q: string | undefined): Prisma.MessageWhereInput {
  if (!q) return {};
  // Prisma's `contains` passes % and _ through to LIKE: they are taken literally here.
  const contains = { contains: escapeLike(q), mode: 'insensitive' as const };
  return {
    OR: [{ first_name: contains }, { last_name: contains }, { email: contains }, { subject: contains }],
  };
}

/** Newest first; meta.status_counts covers the current search over every status. */
export async function listMessages(query: ListMessagesQuery): Promise<MessagesPage> {
  const perPage = query.per_page ?? ADMIN_MESSAGES_PAGE_SIZE;
  const search = searchWhere(query.q);
  const where = query.status ? { ...search, status: query.status } : search;
  const [rows, groups] = await Promise.all([
    prisma.message.findMany({
      where,
      select: messageSelect,
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      take: perPage,
      skip: (query.page - 1) * perPage,
    }),
    prisma.message.groupBy({ by: ['status'], where: search, _count: { _all: true } }),
  ]);
  const statusCounts = Object.fromEntries(MESSAGE_STATUSES.map((s) => [s, 0])) as Record<
    MessageStatus,
    number
  >;
  for (const group of groups) statusCounts[group.status] = group._count._all;
  const total = query.status ? statusCounts[query.status] : groups.reduce((sum, g) => sum + g._count._all, 0);
  return {
    data: rows.map(toMessage),
    meta: {
      ...pageMeta(query.page, perPage, total),
      status_counts: statusCounts,
    },
  };
}

export async function setMessageStatus(id: number, status: MessageStatus): Promise<Message> {
  return toMessage(
    await orNotFound(
      'Message',
      prisma.message.update({ where: { id }, data: { status }, select: messageSelect }),
    ),
  );
}

export async function deleteMessage(id: number): Promise<void> {
  await orNotFound('Message', prisma.message.delete({ where: { id }, select: { id: true } }));
}
