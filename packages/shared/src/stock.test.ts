import { describe, expect, it } from 'vitest';
import { availableUnits, canBeOrdered, isBlockedByStatus, isOutOfStockByStock } from './stock.js';

describe('out-of-stock derivations', () => {
  it('home and recommendations: every counted size sold out, unless pre-order or coming soon', () => {
    const soldOut = [
      { quantity: 2, sold: 2 },
      { quantity: 0, sold: 0 },
    ];
    expect(isOutOfStockByStock('available', soldOut)).toBe(true);
    expect(isOutOfStockByStock('out_of_stock', soldOut)).toBe(true);
    expect(isOutOfStockByStock('pre_order', soldOut)).toBe(false);
    expect(isOutOfStockByStock('coming_soon', soldOut)).toBe(false);
    expect(isOutOfStockByStock('available', [...soldOut, { quantity: 3, sold: 2 }])).toBe(false);
    expect(isOutOfStockByStock('available', [{ quantity: null, sold: 9 }])).toBe(false);
    expect(isOutOfStockByStock('available', [])).toBe(false);
  });

  it('shop lists: blocked by status alone', () => {
    expect(isBlockedByStatus('out_of_stock')).toBe(true);
    expect(isBlockedByStatus('coming_soon')).toBe(true);
    expect(isBlockedByStatus('available')).toBe(false);
    expect(isBlockedByStatus('pre_order')).toBe(false);
    expect(canBeOrdered('pre_order')).toBe(true);
    expect(canBeOrdered('coming_soon')).toBe(false);
  });

  it('availableUnits never goes below zero and is null when unlimited', () => {
    expect(availableUnits({ quantity: 5, sold: 2 })).toBe(3);
    expect(availableUnits({ quantity: 1, sold: 4 })).toBe(0);
    expect(availableUnits({ quantity: null, sold: 4 })).toBeNull();
  });
});
