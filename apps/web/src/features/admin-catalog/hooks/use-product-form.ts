import type { Product } from '@vigor/shared';
import { useId, useState, type ChangeEvent } from 'react';
import {
  emptyForm,
  formFromProduct,
  newSizeRow,
  nextFreeSize,
  type FormErrors,
  type ProductFormValues,
} from '../lib/product-form';

export type SizePart = 'size' | 'quantity';

/**
 * The product form's values and field errors: editing a field clears its error (and the form's
 * message), and the errors of size rows move with their rows when one is removed.
 */
export function useProductForm(product: Product | undefined, savedUnitCost?: number | null) {
  const [typed, setValues] = useState<ProductFormValues>(() =>
    product ? formFromProduct(product) : emptyForm(),
  );
  // The unit cost is staff-only (not in the catalog's product): the saved one shows once loaded,
  // until the admin types another.
  const values =
    typed.unit_cost === null && savedUnitCost !== undefined
      ? { ...typed, unit_cost: savedUnitCost == null ? '' : String(savedUnitCost) }
      : typed;
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field.replace(/\./g, '-')}`;

  const clearError = (...fields: string[]) => {
    setFormError(null);
    setErrors((current) => {
      if (!fields.some((f) => f in current)) return current;
      const next = { ...current };
      for (const f of fields) delete next[f];
      return next;
    });
  };

  /** One field's error, found outside the form's rules (the chosen image). */
  const setError = (field: string, message: string) =>
    setErrors((current) => ({ ...current, [field]: message }));

  const setField =
    (field: Exclude<keyof ProductFormValues, 'sizes'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      // The discount rule reads both prices: editing either clears its message.
      clearError(field, ...(field === 'price' ? ['prix_reduction'] : []));
    };

  const setSize = (index: number, part: SizePart, value: string) => {
    setValues((v) => ({
      ...v,
      sizes: v.sizes.map((row, i) => (i === index ? { ...row, [part]: value } : row)),
    }));
    clearError(`sizes.${index}.${part}`, 'sizes');
  };

  const removeSize = (index: number) => {
    setValues((v) => ({ ...v, sizes: v.sizes.filter((_, i) => i !== index) }));
    setErrors((current) => {
      const next: FormErrors = {};
      for (const [key, message] of Object.entries(current)) {
        const match = /^sizes\.(\d+)\.(.+)$/.exec(key);
        if (!match) next[key] = message;
        else if (Number(match[1]) < index) next[key] = message;
        else if (Number(match[1]) > index) next[`sizes.${Number(match[1]) - 1}.${match[2]}`] = message;
      }
      return next;
    });
  };

  const addSize = () => {
    setValues((v) => ({ ...v, sizes: [...v.sizes, newSizeRow(nextFreeSize(v.sizes))] }));
    clearError('sizes');
  };

  /** A field's control id and its error, for FormField. */
  const field = (name: string) => ({ id: id(name), error: errors[name] });

  return {
    values,
    errors,
    setErrors,
    formError,
    setFormError,
    clearError,
    setError,
    setField,
    setSize,
    removeSize,
    addSize,
    id,
    field,
  };
}

export type ProductForm = ReturnType<typeof useProductForm>;
