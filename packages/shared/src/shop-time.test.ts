import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHOP_TIME_ZONE,
  daysBefore,
  daysBetween,
  formatShopDate,
  formatShopDateTime,
  formatShopDay,
  formatShopTime,
  fromShopPickerValue,
  shopDay,
  shopDayEnd,
  shopDayStart,
  toShopPickerValue,
} from './shop-time.js';

const HOUR = 3_600_000;

/** What the time-zone database says the shop's offset from UTC is at an instant, in minutes ("GMT+01:00"). */
function tzDatabaseOffset(instant: string | number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(name)!;
  return match[1] ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The shop's wall clock of an instant as `YYYY-MM-DDTHH:mm`, from the database's offset alone. */
const wallFromOffset = (iso: string) =>
  new Date(Date.parse(iso) + tzDatabaseOffset(iso) * 60_000).toISOString().slice(0, 16);

/**
 * The days of 2025-2027 on which the time-zone database turns the shop's clock (checked at noon):
 * around each Ramadan, and whatever else the database of this runtime holds.
 */
const CLOCK_CHANGE_DAYS = Array.from({ length: 3 * 365 }, (_, i) => daysBefore('2025-01-01', -i)).filter(
  (day) => tzDatabaseOffset(`${day}T12:00:00Z`) !== tzDatabaseOffset(`${daysBefore(day, 1)}T12:00:00Z`),
);

describe('formatting instants in shop time', () => {
  it('shows a November 2025 night (UTC+1) in Casablanca, a day after UTC', () => {
    const instant = '2025-11-21T23:30:00Z';
    expect(wallFromOffset(instant)).toBe('2025-11-22T00:30');
    expect(shopDay(instant)).toBe('2025-11-22');
    expect(formatShopDate(instant)).toBe('22/11/2025');
    expect(formatShopTime(instant)).toBe('00:30');
    expect(formatShopTime(instant, { seconds: true })).toBe('00:30:00');
    expect(formatShopDateTime(new Date(instant))).toBe('22/11/2025 00:30');
    expect(formatShopDateTime(Date.parse(instant))).toBe('22/11/2025 00:30');
  });

  it('follows the database during Ramadan, when the offset is not November’s', () => {
    const ramadan = '2026-03-01T23:30:00Z';
    expect(tzDatabaseOffset(ramadan)).not.toBe(tzDatabaseOffset('2025-11-21T23:30:00Z'));
    const wall = wallFromOffset(ramadan);
    expect(shopDay(ramadan)).toBe(wall.slice(0, 10));
    expect(formatShopTime(ramadan)).toBe(wall.slice(11));
    expect(formatShopDateTime(ramadan)).toBe(`${formatShopDay(wall.slice(0, 10))} ${wall.slice(11)}`);
  });

  it('agrees with the database offset for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2018-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        (date) => {
          const wall = wallFromOffset(date.toISOString());
          expect(formatShopDateTime(date)).toBe(`${formatShopDay(wall.slice(0, 10))} ${wall.slice(11)}`);
        },
      ),
    );
  });

  it('shows a dash for a missing or invalid instant', () => {
    for (const missing of [null, undefined, '', 'not a date'])
      expect([formatShopDate(missing), formatShopTime(missing), formatShopDateTime(missing)]).toEqual([
        '—',
        '—',
        '—',
      ]);
    expect(() => shopDay('not a date')).toThrow(RangeError);
  });

  it('writes a shop day the way staff read it', () => {
    expect(formatShopDay('2026-01-05')).toBe('05/01/2026');
  });
});

describe('shop days', () => {
  it('counts and steps whole days', () => {
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2026-12-31', -1)).toBe('2027-01-01');
  });

  it('starts each day at the shop’s midnight and ends it at the next one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 366 * 12 }), (offset) => {
        const day = daysBefore('2020-01-01', -offset);
        const start = shopDayStart(day).getTime();
        expect(formatShopDateTime(start)).toBe(`${formatShopDay(day)} 00:00`);
        expect(shopDay(start)).toBe(day);
        expect(shopDay(start - 1)).toBe(daysBefore(day, 1));
        expect(shopDayEnd(day).getTime()).toBe(shopDayStart(daysBefore(day, -1)).getTime());
        expect(shopDay(shopDayEnd(day).getTime() - 1)).toBe(day);
      }),
    );
  });

  it('makes a day the clock is turned 24 hours plus the turn (25 or 23 around Ramadan), every other day 24', () => {
    const hours = (day: string) => (shopDayEnd(day).getTime() - shopDayStart(day).getTime()) / HOUR;
    const offsetHours = (instant: Date) => tzDatabaseOffset(instant.getTime()) / 60;
    // Back before each Ramadan, forward after it: at least both turns of 2026.
    expect(CLOCK_CHANGE_DAYS.filter((day) => day.startsWith('2026')).length).toBeGreaterThanOrEqual(2);
    for (const day of CLOCK_CHANGE_DAYS) {
      const turn = offsetHours(shopDayStart(day)) - offsetHours(shopDayEnd(day));
      expect(turn, day).not.toBe(0);
      expect(hours(day), day).toBe(24 + turn);
      for (const other of [daysBefore(day, 1), daysBefore(day, -1)])
        if (!CLOCK_CHANGE_DAYS.includes(other)) expect(hours(other), other).toBe(24);
    }
    expect(CLOCK_CHANGE_DAYS.map(hours)).toEqual(expect.arrayContaining([25, 23]));
  });
});

describe('the call-back picker', () => {
  it('reads and writes the picker in shop time', () => {
    expect(toShopPickerValue('2025-11-21T23:30:00Z')).toBe('2025-11-22T00:30');
    expect(fromShopPickerValue('2025-11-22T00:30')).toBe('2025-11-21T23:30:00.000Z');
    expect(fromShopPickerValue('2025-11-22T00:30:15')).toBe('2025-11-21T23:30:15.000Z');
    expect(toShopPickerValue(null)).toBe('');
  });

  it('reads a Ramadan value with the database’s offset', () => {
    const iso = fromShopPickerValue('2026-03-01T23:30')!;
    expect(wallFromOffset(iso)).toBe('2026-03-01T23:30');
    expect(toShopPickerValue(iso)).toBe('2026-03-01T23:30');
  });

  it('refuses values that are no date and time of the calendar', () => {
    for (const value of [
      '',
      '2026-11-22',
      '2026-11-22 10:00',
      '2026-02-30T10:00',
      '2026-11-22T24:00',
      '2026-11-22T10:60',
    ])
      expect(fromShopPickerValue(value)).toBeNull();
  });

  it('shows back the wall time it was given, for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2018-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        (date) => {
          const value = toShopPickerValue(date);
          const instant = fromShopPickerValue(value)!;
          expect(toShopPickerValue(instant)).toBe(value);
          // The same minute, or the other pass of the hour the clock is turned back.
          expect([0, HOUR]).toContain(
            Math.abs(Date.parse(instant) - (date.getTime() - (date.getTime() % 60_000))),
          );
        },
      ),
    );
  });
});
