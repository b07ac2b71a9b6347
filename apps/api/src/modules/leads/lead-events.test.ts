import type { LeadEvent } from '@vigor/shared';
import { ZodError } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStaff, truncateAll } from '../../../test/factories.ts';
import { prisma } from '../../lib/prisma.ts';
import { readLeadEvent, recordLeadEvent } from './lead-events.ts';

beforeEach(truncateAll);

async function lead() {
  return prisma.lead.create({ data: { customer_phone: '+212612345678', source: 'cart', lines: [] } });
}

describe('lead events', () => {
  it('are checked against the shared union when written: a bad one is refused and not stored', async () => {
    const [{ id }, { user }] = await Promise.all([lead(), createStaff()]);
    const bad = { kind: 'closed', details: { reason: 'bored' } } as unknown as LeadEvent;
    await expect(prisma.$transaction((tx) => recordLeadEvent(tx, id, user.id, bad))).rejects.toThrow(
      ZodError,
    );
    expect(await prisma.leadEvent.count()).toBe(0);

    const good: LeadEvent = { kind: 'call', details: { outcome: 'no_answer', attempt: 1 } };
    await prisma.$transaction((tx) => recordLeadEvent(tx, id, user.id, good));
    const stored = await prisma.leadEvent.findFirstOrThrow();
    expect(stored).toMatchObject({ lead_id: id, staff_user_id: user.id, ...good });
    expect(readLeadEvent(stored)).toEqual(good);
  });

  it('are parsed when read: a stored row the union does not describe is refused', async () => {
    const { id } = await lead();
    const row = await prisma.leadEvent.create({
      data: { lead_id: id, kind: 'converted', details: { order_id: 'not a number' } },
    });
    expect(() => readLeadEvent(row)).toThrow(ZodError);
  });
});
