import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMoroccanPhone } from './phone.js';
import { MoroccanPhone } from './phone-input.js';

describe('normalizeMoroccanPhone', () => {
  it.each([
    ['0612345678', '+212612345678'],
    ['07 12 34 56 78', '+212712345678'],
    ['05.22.33.44.55', '+212522334455'],
    ['06-12-34-56-78', '+212612345678'],
    ['+212 6 12 34 56 78', '+212612345678'],
    ['00212612345678', '+212612345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeMoroccanPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '061234567',
    '06123456789',
    '0812345678',
    '+33612345678',
    '+2126123456',
    'abcdefghij',
    '06 12 34 56 7a',
  ])('refuses %j', (input) => {
    expect(normalizeMoroccanPhone(input)).toBeNull();
  });

  it('is idempotent and always yields +212 and 9 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom('05', '06', '07'), fc.stringMatching(/^\d{8}$/), (prefix, rest) => {
        const normalized = normalizeMoroccanPhone(prefix + rest);
        expect(normalized).toMatch(/^\+212[5-7]\d{8}$/);
        expect(normalizeMoroccanPhone(normalized!)).toBe(normalized);
      }),
    );
  });

  it('gives the schema a clear message', () => {
    const result = MoroccanPhone.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Moroccan phone number/);
  });
});
