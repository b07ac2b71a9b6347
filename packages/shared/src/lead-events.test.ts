import { describe, expect, it } from 'vitest';
import { LeadEvent } from './lead-events-input.js';

describe('LeadEvent', () => {
  it('accepts each kind with its details', () => {
    const events = [
      { kind: 'call', details: { outcome: 'no_answer', attempt: 2 } },
      { kind: 'closed', details: { reason: 'wrong_number' } },
      { kind: 'converted', details: { order_id: 7 } },
    ];
    for (const event of events) expect(LeadEvent.parse(event)).toEqual(event);
  });

  it('refuses an unknown kind, details of another kind, and bad values', () => {
    const bad = [
      { kind: 'called', details: { outcome: 'no_answer', attempt: 1 } },
      { kind: 'call', details: { reason: 'wrong_number' } },
      { kind: 'call', details: { outcome: 'no_answer', attempt: 0 } },
      { kind: 'closed', details: { reason: 'bored' } },
      { kind: 'converted', details: { order_id: '7' } },
      { kind: 'converted' },
      { outcome: 'no_answer', attempt: 1 },
    ];
    for (const event of bad) expect(LeadEvent.safeParse(event).success, JSON.stringify(event)).toBe(false);
  });
});
