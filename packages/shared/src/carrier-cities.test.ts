import { describe, expect, it } from 'vitest';
import { carrierStatusMoves } from './carriers.js';
import { carrierCityKey, matchCities } from './carrier-cities.js';

describe('carrierCityKey', () => {
  it('ignores accents, case, spaces, dashes and apostrophes', () => {
    expect(carrierCityKey('Ksar El-Kébir')).toBe(carrierCityKey('KSAR EL KEBIR'));
    expect(carrierCityKey('Laâyoune')).toBe('laayoune');
    expect(carrierCityKey("L'Oasis")).toBe('loasis');
  });

  it('folds Arabic letter variants, vowel marks and the article', () => {
    expect(carrierCityKey('الحسيمة')).toBe(carrierCityKey('الحسيمه'));
    expect(carrierCityKey('أكادير')).toBe(carrierCityKey('اكادير'));
    expect(carrierCityKey('آسفي')).toBe(carrierCityKey('اسفي'));
    expect(carrierCityKey('مَرّاكُش')).toBe(carrierCityKey('مراكش'));
    expect(carrierCityKey('الدار البيضاء')).toBe(carrierCityKey('دار بيضاء'));
  });
});

describe('matchCities', () => {
  const carrier = [
    { code: '1', name: 'Maarif', name_ar: null, parent: 'Casablanca' },
    { code: '2', name: 'Tangier', name_ar: null, parent: 'Tangier' },
    { code: '3', name: 'X', name_ar: 'القصر الكبير', parent: null },
    { code: '4', name: 'Fes', name_ar: null, parent: null },
  ];
  it('matches by name, alias, Arabic name or the town of a district, and lists the rest', () => {
    const matches = matchCities(
      [
        { name_fr: 'Fès', name_ar: 'فاس' },
        { name_fr: 'Tanger', name_ar: 'طنجة' },
        { name_fr: 'Ksar El Kébir', name_ar: 'القصر الكبير' },
        { name_fr: 'Casablanca', name_ar: 'الدار البيضاء' },
        { name_fr: 'Dakhla', name_ar: 'الداخلة' },
      ],
      carrier,
    );
    expect(matches.map((m) => [m.city.name_fr, m.carrier_city?.code ?? null, m.by])).toEqual([
      ['Fès', '4', 'name'],
      ['Tanger', '2', 'name'],
      ['Ksar El Kébir', '3', 'name'],
      ['Casablanca', '1', 'city'],
      ['Dakhla', null, null],
    ]);
  });
});

describe('carrierStatusMoves', () => {
  it('walks the lifecycle one status at a time, and never backwards', () => {
    expect(carrierStatusMoves('shipped', 'delivered')).toEqual(['delivered']);
    expect(carrierStatusMoves('shipped', 'returned')).toEqual(['refused', 'returned']);
    expect(carrierStatusMoves('refused', 'returned')).toEqual(['returned']);
    expect(carrierStatusMoves('shipped', 'shipped')).toEqual([]);
    expect(carrierStatusMoves('delivered', 'refused')).toEqual([]);
    expect(carrierStatusMoves('shipped', null)).toEqual([]);
  });
});
