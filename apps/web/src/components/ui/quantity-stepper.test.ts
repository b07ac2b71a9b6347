import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity-stepper';

describe('parseQuantity', () => {
  it('parses integers and turns anything invalid into 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('2.7')).toBe(2);
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('-4')).toBe(1);
  });
  it('keeps 0 where it removes a line', () => {
    expect(parseQuantity('0', { allowZero: true })).toBe(0);
    expect(parseQuantity('-1', { allowZero: true })).toBe(0);
    expect(parseQuantity('x', { allowZero: true })).toBe(1);
  });
});
