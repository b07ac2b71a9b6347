import { describe, expect, it } from 'vitest';
import { orderRefusalOf } from './order-limits.js';

describe('orderRefusalOf', () => {
  it('reads the refusals the API names, with the values their texts need', () => {
    expect(orderRefusalOf({ message: 'x', code: 'order_refused' })).toEqual({ code: 'order_refused' });
    expect(orderRefusalOf({ message: 'x', code: 'order_limit', limit: 'units_per_line', value: 10 })).toEqual(
      {
        code: 'order_limit',
        limit: 'units_per_line',
        value: 10,
      },
    );
  });

  it('is null for any other body: another error, an unknown limit, a missing value', () => {
    expect(orderRefusalOf({ message: 'Not found.' })).toBeNull();
    expect(orderRefusalOf({ code: 'order_limit', limit: 'units_per_week', value: 1 })).toBeNull();
    expect(orderRefusalOf({ code: 'order_limit', limit: 'toString', value: 1 })).toBeNull();
    expect(orderRefusalOf({ code: 'order_limit', limit: 'units_per_order' })).toBeNull();
    expect(orderRefusalOf(null)).toBeNull();
    expect(orderRefusalOf('order_refused')).toBeNull();
  });
});
