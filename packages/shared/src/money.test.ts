import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-lifecycle.js';
import {
  orderContribution,
  type OrderProfitFacts,
  cashToCollect,
  collectedRevenue,
  countsAsExpectedRevenue,
  expectedRevenue,
  lineTotal,
  linesTotal,
  roundToCentime,
  sumAmounts,
  toCents,
} from './money.js';

describe('linesTotal', () => {
  it('adds in centimes, so decimals never drift', () => {
    expect(
      linesTotal([
        { unitPrice: 0.1, quantity: 3 },
        { unitPrice: 0.2, quantity: 1 },
      ]),
    ).toBe(0.5);
    expect(linesTotal([])).toBe(0);
  });

  it('equals the exact sum of cents x quantity', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 0, max: 100_000 }),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
        ),
        (lines) => {
          const exact = lines.reduce((sum, l) => sum + l.cents * l.quantity, 0);
          expect(linesTotal(lines.map((l) => ({ unitPrice: l.cents / 100, quantity: l.quantity })))).toBe(
            exact / 100,
          );
        },
      ),
    );
  });
});

describe('amounts in centimes', () => {
  it('reads dirhams, from numbers and database decimals, as whole centimes', () => {
    expect(toCents(249.5)).toBe(24950);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(roundToCentime(12.345)).toBe(12.35);
  });

  it('adds, multiplies and totals without float drift', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts(['100.10', 0.2])).toBe(100.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(cashToCollect({ total_amount: 0.7, delivery_fee: 0.1 })).toBe(0.8);
  });
});

describe('the three money figures', () => {
  it('expects the goods of every order not canceled, refused or returned, delivery fees excluded', () => {
    expect(ORDER_STATUSES.filter((s) => !countsAsExpectedRevenue(s))).toEqual([
      'refused',
      'returned',
      'canceled',
    ]);
    const orders = ORDER_STATUSES.map((status, i) => ({
      status,
      total_amount: `${i + 1}0.10`,
      delivery_fee: 25,
    }));
    // pending 10.10 + contacted 20.10 + confirmed 30.10 + shipped 40.10 + delivered 50.10
    expect(expectedRevenue(orders)).toBe(150.5);
  });

  it('collects the cash of the orders a payout settled, and adds the fee only to the cash to collect', () => {
    expect(
      collectedRevenue([
        { payout_id: 1, cash_collected: '269.90' },
        { payout_id: null, cash_collected: null },
        { payout_id: 2, cash_collected: 0.2 },
      ]),
    ).toBe(270.1);
    expect(cashToCollect({ total_amount: '249.90', delivery_fee: null })).toBe(249.9);
  });
});

describe('orderContribution (decisions.md, "Attribution and profit")', () => {
  const carrier = { delivery_fee: 25, return_fee: 15, cash_fee_percent: 2 };
  const order: OrderProfitFacts = {
    status: 'delivered',
    settled_cash: null,
    total_amount: '300.00',
    delivery_fee: '30.00',
    goods_cost: '100.00',
    carrier,
    packaging_cost: 5,
    commission: '10.00',
  };

  it('takes from a delivered order its unit costs, fees, packaging and commission', () => {
    // 330 − 100 − 25 − 6.60 − 5 − 10.
    expect(orderContribution(order)).toEqual({
      cash: 330,
      costs: 146.6,
      contribution: 183.4,
      missing_costs: false,
    });
    // A payout settled 320: 320 − 100 − 25 − 6.40 − 5 − 10.
    expect(orderContribution({ ...order, settled_cash: '320.00' })).toMatchObject({
      cash: 320,
      contribution: 173.6,
    });
  });

  it('charges a refused or returned parcel its fees and packaging, a canceled order nothing', () => {
    for (const status of ['refused', 'returned'] as const) {
      expect(orderContribution({ ...order, status })).toEqual({
        cash: 0,
        costs: 45,
        contribution: -45,
        missing_costs: false,
      });
    }
    expect(orderContribution({ ...order, status: 'canceled' })).toEqual({
      cash: 0,
      costs: 0,
      contribution: 0,
      missing_costs: false,
    });
  });

  it('leaves open orders out, and marks a cost nobody typed', () => {
    for (const status of ['pending', 'contacted', 'confirmed', 'shipped'] as const) {
      expect(orderContribution({ ...order, status })).toBeNull();
    }
    expect(orderContribution({ ...order, goods_cost: null })).toMatchObject({
      contribution: 283.4,
      missing_costs: true,
    });
    expect(orderContribution({ ...order, status: 'refused', carrier: null })).toEqual({
      cash: 0,
      costs: 5,
      contribution: -5,
      missing_costs: true,
    });
  });
});
