import { describe, expect, it } from 'vitest';
import { formatAge, formatCalendarDate, formatPrice, preOrderText } from './format.js';

describe('formatPrice', () => {
  it('shows two decimals and dh', () => {
    expect(formatPrice(249)).toBe('249.00 dh');
    expect(formatPrice(399.5)).toBe('399.50 dh');
    expect(formatPrice(0)).toBe('0.00 dh');
    expect(formatPrice((1.005 * 100) / 100)).toMatch(/^1\.0\d dh$/);
  });

  it('writes French and Arabic prices with a decimal comma, Western digits and their own sign', () => {
    expect(formatPrice(249, 'en')).toBe('249.00 dh');
    expect(formatPrice(249, 'fr')).toBe('249,00 DH');
    expect(formatPrice(249, 'ar')).toBe('249,00 درهم');
    expect(formatPrice(1299.5, 'ar')).toBe('1299,50 درهم');
  });
});

describe('formatAge', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says how long ago in minutes, hours, then days', () => {
    expect(formatAge('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(formatAge('2026-11-23T11:48:00Z', now)).toBe('12 min ago');
    expect(formatAge('2026-11-23T09:00:00Z', now)).toBe('3 h ago');
    expect(formatAge('2026-11-20T12:00:00Z', now)).toBe('3 days ago');
  });
});

describe('preOrderText', () => {
  it('names the expected shipping date in words, the same in every time zone', () => {
    expect(formatCalendarDate('2026-12-05')).toBe('5 December 2026');
    expect(formatCalendarDate('2026-12-05', 'fr')).toBe('5 décembre 2026');
    expect(formatCalendarDate('2027-08-31', 'ar')).toBe('31 غشت 2027');
    expect(preOrderText('2027-01-31')).toBe('Pre-order — ships by 31 January 2027');
    expect(preOrderText(null)).toBe('Pre-order');
  });
});
