import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, recordIdOf } from './api.js';

describe('recordIdOf', () => {
  it('reads plain decimal ids from 1 to the largest integer column value', () => {
    expect(recordIdOf('1')).toBe(1);
    expect(recordIdOf('7')).toBe(7);
    expect(recordIdOf(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it.each(['', '0', '-1', '+7', ' 7', '7 ', '007', '0x10', '1e1', '7.0', '2147483648', '99999999999', 'abc'])(
    'names no record for %j',
    (text) => expect(recordIdOf(text)).toBeNull(),
  );
});
