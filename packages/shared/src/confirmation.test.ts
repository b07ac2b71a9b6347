import { describe, expect, it } from 'vitest';
import { fillTemplate, phoneFlags } from './confirmation.js';
import { CallOutcomeInput, EditOrderInput } from './confirmation-input.js';

const at = (hoursAgo: number) => new Date(Date.UTC(2026, 10, 23, 12) - hoursAgo * 3_600_000).toISOString();

describe('phoneFlags', () => {
  const order = { id: 10, created_at: at(0) };

  it('flags nothing for a first order', () => {
    expect(phoneFlags(order, [{ id: 10, status: 'pending', created_at: at(0) }])).toEqual({
      repeat: false,
      duplicate_of: [],
      risky: false,
    });
  });

  it('links open orders of the same phone within 48 hours as possible duplicates', () => {
    const flags = phoneFlags(order, [
      { id: 7, status: 'pending', created_at: at(2) },
      { id: 8, status: 'confirmed', created_at: at(47) },
      { id: 9, status: 'pending', created_at: at(49) },
      { id: 6, status: 'delivered', created_at: at(1) },
      { id: 11, status: 'contacted', created_at: at(-1) },
    ]);
    expect(flags.duplicate_of).toEqual([7, 8, 11]);
    expect(flags.repeat).toBe(true);
    expect(flags.risky).toBe(false);
  });

  it('calls a phone risky after a refusal, a return or two cancels', () => {
    const risky = (statuses: ('refused' | 'returned' | 'canceled' | 'delivered')[]) =>
      phoneFlags(
        order,
        statuses.map((status, i) => ({ id: i + 1, status, created_at: at(100 + i) })),
      ).risky;
    expect(risky(['refused'])).toBe(true);
    expect(risky(['returned'])).toBe(true);
    expect(risky(['canceled'])).toBe(false);
    expect(risky(['canceled', 'canceled'])).toBe(true);
    expect(risky(['delivered', 'delivered'])).toBe(false);
  });
});

describe('call outcomes and edits', () => {
  it('needs a time to call back and a reason to cancel', () => {
    expect(CallOutcomeInput.safeParse({ outcome: 'confirmed' }).success).toBe(true);
    expect(CallOutcomeInput.safeParse({ outcome: 'call_back' }).success).toBe(false);
    expect(
      CallOutcomeInput.safeParse({ outcome: 'call_back', callback_at: '2026-11-23T15:00:00+01:00' }).success,
    ).toBe(true);
    expect(CallOutcomeInput.safeParse({ outcome: 'canceled', note: 'x' }).success).toBe(false);
    expect(CallOutcomeInput.safeParse({ outcome: 'canceled', reason: 'too_expensive' }).success).toBe(true);
  });

  it('normalises the phone of an edit and refuses an empty one', () => {
    expect(EditOrderInput.parse({ customer_phone: '06 12 34 56 78' })).toEqual({
      customer_phone: '+212612345678',
    });
    expect(EditOrderInput.safeParse({}).success).toBe(false);
    expect(EditOrderInput.safeParse({ items: [] }).success).toBe(false);
  });
});

describe('WhatsApp templates', () => {
  it('fills in the shop, name, order and total', () => {
    const text = fillTemplate('{shop}: {name}, #{order}, {total}', {
      shop: 'VIGOR',
      name: 'Amina',
      order: 12,
      total: '249.00 dh',
    });
    expect(text).toBe('VIGOR: Amina, #12, 249.00 dh');
  });
});
