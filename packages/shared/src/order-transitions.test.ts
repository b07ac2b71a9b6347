/**
 * The transition table pinned by hand from docs/product.md ("Order workflow"), never derived from
 * the table under test: for every cause, a grid of every (from, to) move.
 *   A  allowed, a step of the workflow        C  a correction: only with a reason
 *   =  nothing to do (the dropdown's own status)   .  refused
 */
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-lifecycle.js';
import {
  ORDER_TRANSITIONS,
  TRANSITION_CAUSES,
  transitionVerdict,
  type TransitionCause,
  type TransitionVerdict,
} from './order-transitions.js';

const STATUSES = [
  'pending',
  'contacted',
  'confirmed',
  'shipped',
  'delivered',
  'refused',
  'returned',
  'canceled',
] as const;

const VERDICTS: Record<string, TransitionVerdict> = {
  A: 'allowed',
  C: 'correction',
  '=': 'unchanged',
  '.': 'refused',
};

// Rows: from; columns: to, in the order of STATUSES (pending contacted confirmed shipped delivered
// refused returned canceled).
const GRIDS: Record<TransitionCause, readonly string[]> = {
  sales: [
    '= A A C C C C A', // pending
    'C = A C C C C A', // contacted
    'C C = C C C C A', // confirmed
    'C C C = A A C C', // shipped
    'C C C C = C C C', // delivered
    'C C C C C = A C', // refused
    'C C C C C C = C', // returned
    'C C C C C C C =', // canceled
  ],
  desk: [
    '. A A . . . . A',
    '. A A . . . . A',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
  ],
  // The desk's undo: each call outcome taken back, the move the other way, as a correction.
  undo: [
    '. . . . . . . .',
    'C C . . . . . .',
    'C C . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    'C C . . . . . .',
  ],
  lead: [
    '. . A . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
  ],
  batch: [
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . A . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
  ],
  outcome: [
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . A A . .',
    '. . . . . . . .',
    '. . . . . . A .',
    '. . . . . . . .',
    '. . . . . . . .',
  ],
  payout: [
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . A . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
  ],
  auto_cancel: [
    '. . . . . . . A',
    '. . . . . . . A',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
  ],
  carrier_sync: [
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . A A . .',
    '. . . . . . . .',
    '. . . . . . A .',
    '. . . . . . . .',
    '. . . . . . . .',
  ],
  whatsapp: [
    '. . A . . . . A',
    '. . A . . . . A',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
    '. . . . . . . .',
  ],
};

// What each move does to the order's units: + takes them again, - gives them back, 0 nothing.
const STOCK = [
  '0 0 0 0 0 0 - -', // pending
  '0 0 0 0 0 0 - -', // contacted
  '0 0 0 0 0 0 - -', // confirmed
  '0 0 0 0 0 0 - -', // shipped
  '0 0 0 0 0 0 - -', // delivered
  '0 0 0 0 0 0 - -', // refused
  '+ + + + + + 0 0', // returned
  '+ + + + + + 0 0', // canceled
];
const STOCK_EFFECTS = { '+': 'hold', '-': 'release', '0': 'none' } as const;

const cells = (row: string | undefined) => (row ?? '').split(' ');

describe('the transition table, by hand from docs/product.md', () => {
  it('covers the statuses and causes the grids name', () => {
    expect(ORDER_STATUSES).toEqual(STATUSES);
    expect([...TRANSITION_CAUSES].sort()).toEqual(Object.keys(GRIDS).sort());
  });

  for (const cause of TRANSITION_CAUSES) {
    it(`answers every move of ${cause}`, () => {
      const grid = GRIDS[cause];
      expect(grid).toHaveLength(STATUSES.length);
      STATUSES.forEach((from, i) => {
        const row = cells(grid[i]);
        expect(row).toHaveLength(STATUSES.length);
        STATUSES.forEach((to, j) => {
          expect(transitionVerdict(from, to, cause), `${cause}: ${from} -> ${to}`).toBe(VERDICTS[row[j]!]);
        });
      });
    });
  }

  it('takes units leaving canceled or returned and gives them back entering them', () => {
    STATUSES.forEach((from, i) => {
      const row = cells(STOCK[i]) as (keyof typeof STOCK_EFFECTS)[];
      STATUSES.forEach((to, j) => {
        expect(ORDER_TRANSITIONS[from][to].stock, `${from} -> ${to}`).toBe(STOCK_EFFECTS[row[j]!]);
      });
    });
  });

  it('keeps a settled order in delivered: every move out of delivered is guarded', () => {
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        expect(ORDER_TRANSITIONS[from][to].guards, `${from} -> ${to}`).toEqual(
          from === 'delivered' ? ['not_settled'] : [],
        );
      }
    }
  });
});
