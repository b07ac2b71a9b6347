import { describe, expect, it } from 'vitest';
import { parsePayoutLines, pickList, scannedCodes } from './shipping.js';

describe('scannedCodes', () => {
  it('reads codes typed one a line by a scanner, pasted with commas or with a leading #, repeats kept', () => {
    expect(scannedCodes('12\n7\r\n#31, 7  44;8\n')).toEqual([
      { code: '12', id: 12 },
      { code: '7', id: 7 },
      { code: '#31', id: 31 },
      { code: '7', id: 7 },
      { code: '44', id: 44 },
      { code: '8', id: 8 },
    ]);
  });
  it('keeps codes that are not order ids, with no id', () => {
    expect(scannedCodes('')).toEqual([]);
    expect(scannedCodes(' abc 0 99999999999 2147483648 12a ')).toEqual([
      { code: 'abc', id: null },
      { code: '0', id: null },
      { code: '99999999999', id: null },
      { code: '2147483648', id: null },
      { code: '12a', id: null },
    ]);
    expect(scannedCodes('2147483647')).toEqual([{ code: '2147483647', id: 2147483647 }]);
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
