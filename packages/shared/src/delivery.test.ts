import { describe, expect, it } from 'vitest';
import { CITY_DELIVERY_FEES, cartDeliveryFee } from './delivery.js';

describe('cartDeliveryFee', () => {
  it('charges 30 dh above 0 and below 599 dh, nothing from 599 dh or on an empty selection', () => {
    expect(cartDeliveryFee(0)).toBe(0);
    expect(cartDeliveryFee(0.01)).toBe(30);
    expect(cartDeliveryFee(598.99)).toBe(30);
    expect(cartDeliveryFee(599)).toBe(0);
    expect(cartDeliveryFee(1200)).toBe(0);
  });

  it('keeps the product page fees per city', () => {
    expect(CITY_DELIVERY_FEES).toEqual({ casablanca: 20, otherCities: 35 });
  });
});
