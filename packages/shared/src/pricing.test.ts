import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePrice, hasDiscount } from './pricing.js';

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
