import { describe, expect, it } from 'vitest';
import { parseOrderIds } from './shipping.js';

describe('parseOrderIds', () => {
  it('reads ids typed one a line by a scanner, pasted with commas or with a leading #', () => {
    expect(parseOrderIds('12\n7\r\n#31, 7  44\n')).toEqual([12, 7, 31, 44]);
  });
  it('ignores text with no ids and ids out of range', () => {
    expect(parseOrderIds('')).toEqual([]);
    expect(parseOrderIds('abc 0 99999999999')).toEqual([]);
  });
});
