import { describe, expect, it } from 'vitest';
import { shopDay, shopWallTime } from './shop-time.js';
import { TZDATA_VERSION, assertCurrentTzdata, isCurrentTzdata } from './tzdata.js';

describe('the time-zone data of the test processes', () => {
  it('is the shop’s release or newer, as every process the test run starts', () => {
    expect(isCurrentTzdata(process.versions.tz)).toBe(true);
    expect(() => assertCurrentTzdata()).not.toThrow();
  });

  it('keeps Morocco at UTC+0 after 2026-09-20 (tzdb 2026c): 23:30 UTC is still that day in the shop', () => {
    expect(shopWallTime('2026-11-25T23:30:00Z')).toMatchObject({ day: 25, hour: 23, minute: 30 });
    expect(shopDay('2026-11-25T23:30:00Z')).toBe('2026-11-25');
  });

  it('compares releases as tzdb names them', () => {
    expect(isCurrentTzdata('2025c')).toBe(false);
    expect(isCurrentTzdata(TZDATA_VERSION)).toBe(true);
    expect(isCurrentTzdata('2027a')).toBe(true);
    expect(isCurrentTzdata(undefined)).toBe(false);
  });
});
