import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePrice, hasDiscount, linesTotal } from './pricing.js';

describe('effective price and discount display', () => {
  it('uses the sale price only when it is set, positive and below the price', () => {
    expect(effectivePrice({ price: 449, prix_reduction: 399 })).toBe(399);
    expect(hasDiscount({ price: 449, prix_reduction: 399 })).toBe(true);
    for (const prix_reduction of [null, 449, 500, 0]) {
      expect(effectivePrice({ price: 449, prix_reduction })).toBe(449);
      expect(hasDiscount({ price: 449, prix_reduction })).toBe(false);
    }
  });

  it('never charges more than the list price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.option(fc.integer({ min: 0, max: 20_000_00 })),
        (p, r) => {
          const product = { price: p / 100, prix_reduction: r == null ? null : r / 100 };
          expect(effectivePrice(product)).toBeLessThanOrEqual(product.price);
        },
      ),
    );
  });
});

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
