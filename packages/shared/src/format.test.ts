import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.js';

describe('formatPrice', () => {
  it('shows two decimals and dh', () => {
    expect(formatPrice(249)).toBe('249.00 dh');
    expect(formatPrice(399.5)).toBe('399.50 dh');
    expect(formatPrice(0)).toBe('0.00 dh');
    expect(formatPrice((1.005 * 100) / 100)).toMatch(/^1\.0\d dh$/);
  });
});
