import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, firstFieldErrorsOf } from './field-errors.js';

const Form = z.strictObject({
  name: z
    .string()
    .min(2, 'Name is too short')
    .regex(/^[a-z]+$/, 'Lower case only'),
  sizes: z.array(z.strictObject({ quantity: z.number({ error: 'Quantity is required' }) })),
});

function errorOf(input: unknown): z.ZodError {
  const parsed = Form.safeParse(input);
  if (parsed.success) throw new Error('expected the parse to fail');
  return parsed.error;
}

describe('fieldErrorsOf', () => {
  it('keys every message by its dotted path, in order', () => {
    expect({ ...fieldErrorsOf(errorOf({ name: 'A', sizes: [{ quantity: 1 }, {}] })) }).toEqual({
      name: ['Name is too short', 'Lower case only'],
      'sizes.1.quantity': ['Quantity is required'],
    });
  });

  it('names unknown keys and puts issues about the whole input under the given key', () => {
    expect({ ...fieldErrorsOf(errorOf({ name: 'ab', sizes: [], extra: 1 })) }).toEqual({
      body: ['Unknown field(s): extra'],
    });
    expect(Object.keys(fieldErrorsOf(errorOf('text'), 'input'))).toEqual(['input']);
  });

  it('keeps a field named __proto__ as a plain key', () => {
    const errors = fieldErrorsOf(errorOf({ name: 'ab', sizes: [], ['__proto__']: 1 }));
    expect(Object.getPrototypeOf(errors)).toBeNull();
  });
});

describe('firstFieldErrorsOf', () => {
  it('keeps the first message of each field, whole-input issues under "form"', () => {
    expect(firstFieldErrorsOf(errorOf({ name: 'A', sizes: [] }))).toEqual({ name: 'Name is too short' });
    expect(firstFieldErrorsOf(errorOf(null))).toEqual({ form: expect.any(String) });
  });
});
