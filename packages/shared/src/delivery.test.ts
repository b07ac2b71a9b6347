import { describe, expect, it } from 'vitest';
import { deliveryFee, findDeliveryCity, searchDeliveryCities, type DeliverySettings } from './delivery.js';
import { UpdateDeliverySettingsInput } from './delivery-input.js';

let nextId = 1;
const zone = (name: string, fee: number, cities: [string, string][]) => ({
  id: nextId++,
  name,
  fee,
  cities: cities.map(([name_fr, name_ar]) => ({ id: nextId++, name_fr, name_ar })),
});

const settings: DeliverySettings = {
  free_from: 599,
  zones: [
    zone('Casablanca', 20, [['Casablanca', 'الدار البيضاء']]),
    zone('Other cities', 35, [
      ['Rabat', 'الرباط'],
      ['Fès', 'فاس'],
      ['Agadir', 'أكادير'],
    ]),
  ],
};

describe('deliveryFee', () => {
  it.each([
    ['Casablanca', 100, 20],
    ['Casablanca', 598.99, 20],
    ['Casablanca', 599, 0],
    ['Rabat', 100, 35],
    ['Rabat', 598.99, 35],
    ['Rabat', 599, 0],
    ['Rabat', 1200, 0],
  ])('%s with a %d dh subtotal costs %d dh', (city, subtotal, fee) => {
    expect(deliveryFee(settings, city, subtotal)).toBe(fee);
  });

  it('compares in centimes: 0.1 + 0.2 worth of float error never crosses the threshold', () => {
    expect(deliveryFee({ ...settings, free_from: 0.3 }, 'Rabat', 0.1 + 0.2)).toBe(0);
  });

  it('is free for an empty subtotal', () => {
    expect(deliveryFee(settings, null, 0)).toBe(0);
  });

  it('is unknown below the threshold until a known city is chosen', () => {
    expect(deliveryFee(settings, null, 100)).toBeNull();
    expect(deliveryFee(settings, 'Paris', 100)).toBeNull();
    expect(deliveryFee(settings, null, 700)).toBe(0);
  });

  it('follows what the admin set', () => {
    const edited = { free_from: 1000, zones: [{ ...settings.zones[1]!, fee: 42.5 }] };
    expect(deliveryFee(edited, 'Fès', 999.99)).toBe(42.5);
    expect(deliveryFee(edited, 'Casablanca', 999.99)).toBeNull();
  });
});

describe('findDeliveryCity', () => {
  it('accepts the French or the Arabic name, whatever the case and accents', () => {
    expect(findDeliveryCity(settings, '  fes ')?.city.name_fr).toBe('Fès');
    expect(findDeliveryCity(settings, 'CASABLANCA')?.zone.fee).toBe(20);
    expect(findDeliveryCity(settings, 'الرباط')?.city.name_fr).toBe('Rabat');
    expect(findDeliveryCity(settings, 'اكادير')?.city.name_fr).toBe('Agadir');
    expect(findDeliveryCity(settings, '')).toBeNull();
  });
});

describe('searchDeliveryCities', () => {
  it('finds cities by part of either name', () => {
    expect(searchDeliveryCities(settings, 'ra').map((m) => m.city.name_fr)).toEqual(['Rabat']);
    expect(searchDeliveryCities(settings, 'البيضاء').map((m) => m.city.name_fr)).toEqual(['Casablanca']);
    expect(searchDeliveryCities(settings, '')).toHaveLength(4);
  });
});

describe('UpdateDeliverySettingsInput', () => {
  it('refuses a city listed twice and a zone without cities', () => {
    const city = { name_fr: 'Rabat', name_ar: 'الرباط' };
    const twice = UpdateDeliverySettingsInput.safeParse({
      free_from: 599,
      zones: [
        { name: 'A', fee: 20, cities: [city] },
        { name: 'B', fee: 35, cities: [{ ...city, name_fr: 'rabat' }] },
      ],
    });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zones.1.cities.0.name_fr', 'rabat is listed twice'],
    ]);
    const empty = UpdateDeliverySettingsInput.safeParse({
      free_from: 599,
      zones: [{ name: 'A', fee: 1, cities: [] }],
    });
    expect(empty.success).toBe(false);
  });

  it('says which field is wrong, in words an admin understands', () => {
    const parsed = UpdateDeliverySettingsInput.safeParse({
      free_from: Number.NaN,
      zones: [{ name: ' ', fee: -5, cities: [{ name_fr: 'Rabat', name_ar: '' }] }],
    });
    expect(Object.fromEntries(parsed.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual({
      free_from: 'Enter an amount in dh',
      'zones.0.name': 'Zone name is required',
      'zones.0.fee': 'Must be 0 dh or more',
      'zones.0.cities.0.name_ar': 'Arabic name is required',
    });
  });
});
