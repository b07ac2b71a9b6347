import { describe, expect, it } from 'vitest';
import { parseOrderIds, parsePayoutLines, pickList } from './shipping.js';

describe('parseOrderIds', () => {
  it('reads ids typed one a line by a scanner, pasted with commas or with a leading #', () => {
    expect(parseOrderIds('12\n7\r\n#31, 7  44\n')).toEqual([12, 7, 31, 44]);
  });
  it('ignores text with no ids and ids out of range', () => {
    expect(parseOrderIds('')).toEqual([]);
    expect(parseOrderIds('abc 0 99999999999')).toEqual([]);
  });
});

describe('pickList', () => {
  it('adds up the units of each product and size over the batch', () => {
    const orders = [
      {
        items: [
          { product_name: 'Shadow', size: 'M', quantity: 2 },
          { product_name: 'Cap', size: 'S', quantity: 1 },
        ],
      },
      {
        items: [
          { product_name: 'Shadow', size: 'M', quantity: 1 },
          { product_name: 'Shadow', size: 'L', quantity: 1 },
        ],
      },
    ];
    expect(pickList(orders)).toEqual([
      { product_name: 'Cap', size: 'S', units: 1 },
      { product_name: 'Shadow', size: 'L', units: 1 },
      { product_name: 'Shadow', size: 'M', units: 3 },
    ]);
  });
});

describe('parsePayoutLines', () => {
  it('reads ids with an optional amount, comma or dot decimals', () => {
    expect(parsePayoutLines('12\n#13 249.50\n14;199,5\n\nTotal\n')).toEqual([
      { id: 12, amount: null },
      { id: 13, amount: 249.5 },
      { id: 14, amount: 199.5 },
    ]);
  });
});
