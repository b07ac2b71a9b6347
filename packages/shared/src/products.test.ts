import { describe, expect, it } from 'vitest';
import { firstFieldErrorsOf } from './field-errors.js';
import { ProductFormInput } from './products-input.js';

const form = {
  name: 'Hoodie',
  price: '300',
  type: 'hoodies',
  status: 'available',
  sizes: '[{"size":"M","quantity":"4"}]',
};

function errorsOf(input: Record<string, unknown>) {
  const result = ProductFormInput.safeParse(input);
  return result.success ? {} : firstFieldErrorsOf(result.error);
}

describe('ProductFormInput', () => {
  it('parses multipart text into typed values', () => {
    expect(ProductFormInput.parse({ ...form, prix_reduction: '' })).toEqual({
      name: 'Hoodie',
      description: '',
      price: 300,
      type: 'hoodies',
      status: 'available',
      sizes: [{ size: 'M', quantity: 4 }],
    });
  });

  it('gives the form messages', () => {
    expect(errorsOf({ ...form, name: '' })).toEqual({ name: 'Name is required' });
    expect(errorsOf({ ...form, price: '-1' })).toEqual({ price: 'Valid price is required' });
    expect(errorsOf({ ...form, prix_reduction: '0' })).toEqual({
      prix_reduction: 'Discount price must be greater than 0',
    });
    expect(errorsOf({ ...form, prix_reduction: '300' })).toEqual({
      prix_reduction: 'Discount price must be less than original price',
    });
    expect(errorsOf({ ...form, sizes: '[]' })).toEqual({ sizes: 'At least one size is required' });
    expect(errorsOf({ ...form, sizes: '[{"size":"","quantity":1}]' })).toEqual({
      'sizes.0.size': 'Size is required',
    });
    expect(errorsOf({ ...form, sizes: 'oops' })).toEqual({ sizes: 'Sizes must be a list' });
  });
});
