import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents } from './money.js';
import { offeredTotal, priceWithOffers, tierPrices, type ProductOffers } from './offers.js';

const PRODUCTS = [1, 2, 3, 4];

const tier = fc.record({
  min_qty: fc.integer({ min: 2, max: 20 }),
  off: fc.oneof(
    fc.record({ percent: fc.integer({ min: 1, max: 90 }) }),
    // Up to 2,000 dh off a unit: more than some prices, which must then stop at zero.
    fc.record({ cents: fc.integer({ min: 1, max: 200_000 }) }),
  ),
});
const offers = fc.record({
  tiers: fc.uniqueArray(tier, { maxLength: 3, selector: (t) => t.min_qty }),
  addons: fc.array(
    fc.record({ product_id: fc.constantFrom(...PRODUCTS), cents: fc.integer({ min: 1, max: 100_000 }) }),
    { maxLength: 2 },
  ),
});
const cart = fc.record({
  prices: fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 4, maxLength: 4 }),
  offers: fc.array(offers, { minLength: 4, maxLength: 4 }),
  lines: fc.array(
    fc.record({
      product_id: fc.constantFrom(...PRODUCTS),
      size: fc.constantFrom('S', 'M'),
      quantity: fc.integer({ min: 1, max: 10 }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});
type Cart = typeof cart extends fc.Arbitrary<infer T> ? T : never;

/**
 * The reference, written per product rather than per line and in whole centimes: each product's
 * units cost the lowest price of the tiers they reach (never below 0), except one unit that costs
 * the lowest add-on price another product of the cart offers, when that is lower still.
 */
function referenceTotalCents({ prices, offers: all, lines }: Cart): number {
  const present = [...new Set(lines.map((l) => l.product_id))];
  let total = 0;
  for (const p of present) {
    // The reference works in whole centimes, the unit the store computes in (money.ts).
    const listCents = prices[p - 1]!;
    const units = lines.filter((l) => l.product_id === p).reduce((n, l) => n + l.quantity, 0);
    let unit = listCents;
    for (const t of all[p - 1]!.tiers) {
      if (t.min_qty > units) continue;
      const off = 'percent' in t.off ? Math.round((listCents * t.off.percent) / 100) : t.off.cents;
      unit = Math.min(unit, Math.max(0, listCents - off));
    }
    const addon = Math.min(
      ...present
        .filter((q) => q !== p)
        .flatMap((q) => all[q - 1]!.addons.filter((a) => a.product_id === p).map((a) => a.cents)),
    );
    total += addon < unit ? addon + (units - 1) * unit : units * unit;
  }
  return total;
}

function priced({ prices, offers: all, lines }: Cart) {
  const productOffers: ProductOffers[] = all.map((o) => ({
    tiers: o.tiers.map((t) => ({
      min_qty: t.min_qty,
      percent_off: 'percent' in t.off ? t.off.percent : null,
      amount_off: 'cents' in t.off ? fromCents(t.off.cents) : null,
    })),
    addons: o.addons.map((a) => ({ product_id: a.product_id, offer_price: fromCents(a.cents) })),
  }));
  return priceWithOffers(
    lines.map((l) => ({ ...l, unit_price: fromCents(prices[l.product_id - 1]!) })),
    (id) => productOffers[id - 1],
  );
}

describe('prices with offers', () => {
  it('totals what the reference formula gives, never below zero, with the units of the cart', () => {
    fc.assert(
      fc.property(cart, (c) => {
        const lines = priced(c);
        expect(offeredTotal(lines)).toBe(fromCents(referenceTotalCents(c)));
        expect(offeredTotal(lines)).toBeGreaterThanOrEqual(0);
        for (const line of lines) {
          expect(line.unit_price).toBeGreaterThanOrEqual(0);
          expect(line.discount).toBeGreaterThanOrEqual(0);
        }
        const units = (ls: readonly { quantity: number }[]) => ls.reduce((n, l) => n + l.quantity, 0);
        expect(units(lines)).toBe(units(c.lines));
        expect(lines.filter((l) => l.offer === 'addon').every((l) => l.quantity === 1)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('shows a tier as the unit price and what its units save (the issue\'s "2 × 224.10 dh, you save 49.80 dh")', () => {
    expect(tierPrices([{ min_qty: 2, percent_off: 10, amount_off: null }], 249)).toEqual([
      { min_qty: 2, percent_off: 10, amount_off: null, unit_price: 224.1, saving: 49.8 },
    ]);
  });
});
