import type { z } from 'zod';

/** Field errors keyed by dotted path ("sizes.0.quantity"), every message of a field in order. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one way a failed zod parse becomes field errors, on the server (the `errors` of a 400) and
 * in forms. Issues about the whole input (no path) go under `whole`.
 */
export function fieldErrorsOf(error: z.ZodError, whole = 'body'): FieldErrors {
  // No prototype: a field named "__proto__" or "toString" is a key like any other.
  const errors = Object.create(null) as FieldErrors;
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : whole;
    const message =
      issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message;
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/** The first message of each field: what a form shows under its input. */
export function firstFieldErrorsOf(error: z.ZodError, whole = 'form'): Record<string, string> {
  // fromEntries defines each key as an own property, "__proto__" included.
  return Object.fromEntries(
    Object.entries(fieldErrorsOf(error, whole)).map(([key, messages]) => [key, messages[0] ?? '']),
  );
}
