import type { UseMutationResult } from '@tanstack/react-query';
import { firstFieldErrorsOf, type WriteResult } from '@vigor/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorText, messageOf } from '../../../lib/api-client';
import { serverFieldErrors, type FormErrors } from '../../admin-catalog';

const CORRECT_FIELDS = 'Please correct the highlighted fields.';

/**
 * A settings form's save: check the values with the server's own schema, send them, and show the
 * errors next to their fields (from the schema first, then from the server's 400), keyed by the
 * dotted path of the field (`zones.0.fee`).
 */
export function useSettingsForm<Input, Saved>(
  schema: z.ZodType<Input>,
  save: UseMutationResult<WriteResult<Saved>, Error, Input>,
  onSaved: (saved: Saved, message: string) => void,
) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const showErrors = (found: FormErrors, otherwise: string) => {
    setErrors(found);
    setFormError(Object.keys(found).length > 0 ? CORRECT_FIELDS : otherwise);
  };

  const submit = (raw: unknown) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      showErrors(firstFieldErrorsOf(parsed.error), '');
      return;
    }
    setFormError(null);
    save.mutate(parsed.data, {
      onSuccess: (result) => onSaved(result.data, result.message),
      onError: (error) => {
        const body = error instanceof ApiError ? error.body : null;
        showErrors(serverFieldErrors(body), error instanceof ApiError ? errorText(body) : messageOf(error));
      },
    });
  };

  const clearError = (key: string) => setErrors(({ [key]: _cleared, ...rest }) => rest);

  return {
    errors,
    formError,
    submit,
    clearError,
    clearErrors: () => setErrors({}),
    pending: save.isPending,
  };
}
