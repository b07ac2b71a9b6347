import { describe, expect, it } from 'vitest';
import { adEventFor, adEventIdOf, adSkipReason, adTriggerOf, type AdOrder } from './ads.js';

const placed = '2026-11-20T10:00:00.000Z';
const order = (overrides: Partial<AdOrder> = {}): AdOrder => ({
  id: 10,
  status: 'confirmed',
  created_at: placed,
  phone_orders: [],
  phone_blocked: false,
  ...overrides,
});
const hoursAfter = (hours: number) => new Date(Date.parse(placed) + hours * 3_600_000);

describe('adEventFor', () => {
  it('reports a placed order as a lead and the chosen status as a purchase, nothing else', () => {
    expect(adEventFor({ type: 'placed' }, 'confirmed')).toBe('lead');
    expect(adEventFor({ type: 'status', to: 'confirmed' }, 'confirmed')).toBe('purchase');
    expect(adEventFor({ type: 'status', to: 'confirmed' }, 'delivered')).toBeNull();
    expect(adEventFor({ type: 'status', to: 'delivered' }, 'delivered')).toBe('purchase');
    expect(adEventFor({ type: 'status', to: 'contacted' }, 'confirmed')).toBeNull();
    expect(adEventFor({ type: 'status', to: 'canceled' }, 'confirmed')).toBeNull();
  });
});

describe('adTriggerOf', () => {
  it('reads a placement and every move to another status, whatever made it, and nothing else', () => {
    expect(
      adTriggerOf({ type: 'placed', source: 'cart', session_id: 's', total_amount: 399, delivery_fee: 20 }),
    ).toEqual({ type: 'placed' });
    expect(adTriggerOf({ type: 'call', from: 'pending', to: 'confirmed', outcome: 'confirmed' })).toEqual({
      type: 'status',
      to: 'confirmed',
    });
    expect(adTriggerOf({ type: 'status', from: 'shipped', to: 'delivered', cause: 'carrier_sync' })).toEqual({
      type: 'status',
      to: 'delivered',
    });
    expect(adTriggerOf({ type: 'lead_converted', from: 'pending', to: 'confirmed', lead_id: 3 })).toEqual({
      type: 'status',
      to: 'confirmed',
    });
    // A call that leaves the status as it was, an edit, a claim: no move.
    expect(
      adTriggerOf({ type: 'call', from: 'confirmed', to: 'confirmed', outcome: 'no_answer' }),
    ).toBeNull();
    expect(adTriggerOf({ type: 'edit', customer_city: { from: 'Rabat', to: 'Fes' } })).toBeNull();
    expect(adTriggerOf({ type: 'claim', action: 'claimed' })).toBeNull();
  });
});

describe('adSkipReason', () => {
  it('sends an open order of a phone that is neither blocked nor a duplicate', () => {
    expect(adSkipReason('lead', order({ status: 'pending' }), hoursAfter(0))).toBeNull();
    expect(adSkipReason('purchase', order(), hoursAfter(24))).toBeNull();
  });

  it('never reports a canceled order or a blocked phone', () => {
    expect(adSkipReason('purchase', order({ status: 'canceled' }), hoursAfter(1))).toBe('canceled');
    expect(adSkipReason('lead', order({ phone_blocked: true }), hoursAfter(0))).toBe('blocked_phone');
  });

  it('skips the later of two open orders of one phone within 48 hours, not the first', () => {
    const first = { id: 9, status: 'pending' as const, created_at: '2026-11-19T12:00:00.000Z' };
    expect(adSkipReason('lead', order({ phone_orders: [first] }), hoursAfter(0))).toBe('duplicate');
    const later = { id: 11, status: 'pending' as const, created_at: '2026-11-20T12:00:00.000Z' };
    expect(adSkipReason('lead', order({ phone_orders: [later] }), hoursAfter(0))).toBeNull();
    // A canceled earlier order, or one placed long before, does not make this one a duplicate.
    expect(
      adSkipReason('lead', order({ phone_orders: [{ ...first, status: 'canceled' }] }), hoursAfter(0)),
    ).toBeNull();
    const old = { ...first, created_at: '2026-11-17T09:00:00.000Z' };
    expect(adSkipReason('lead', order({ phone_orders: [old] }), hoursAfter(0))).toBeNull();
  });

  it('skips a purchase reached more than 7 days after the order was placed', () => {
    expect(adSkipReason('purchase', order(), hoursAfter(7 * 24))).toBeNull();
    expect(adSkipReason('purchase', order(), hoursAfter(7 * 24 + 1))).toBe('too_late');
  });

  it('skips any event still unsent 7 days after it happened', () => {
    const lead = order({ status: 'pending' });
    expect(adSkipReason('lead', lead, hoursAfter(0), hoursAfter(7 * 24))).toBeNull();
    expect(adSkipReason('lead', lead, hoursAfter(0), hoursAfter(7 * 24 + 1))).toBe('too_late');
    expect(adSkipReason('purchase', order(), hoursAfter(6 * 24), hoursAfter(8 * 24))).toBeNull();
  });
});

describe('adEventIdOf', () => {
  it("is the pixels' id when the storefront sent one, else one made from the order", () => {
    expect(adEventIdOf({ id: 5, ad_event_id: 'ev-1234abcd' })).toBe('ev-1234abcd');
    expect(adEventIdOf({ id: 5, ad_event_id: null })).toBe('order-5');
  });
});
