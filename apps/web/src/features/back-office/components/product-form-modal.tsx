import { SIZE_OPTIONS, type Product } from '@vigor/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { errorId, FieldError, FormField } from '../../../components/ui/form-field';
import { ProductImage } from '../../../components/ui/product-image';
import { ApiError, errorText, messageOf } from '../../../lib/api-client';
import { useSaveProduct } from '../api/products';
import {
  emptyForm,
  FORM_STATUSES,
  FORM_TYPES,
  formFromProduct,
  newSizeRow,
  nextFreeSize,
  productFormData,
  serverFieldErrors,
  STATUS_LABELS,
  validateProductForm,
  type FormErrors,
  type ProductFormValues,
} from '../lib/product-form';

interface ProductFormModalProps {
  /** The product to edit; absent for ADD PRODUCT. */
  product?: Product;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The price inputs: decimal dirhams. */
const PRICE_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

const TYPE_LABELS: Record<string, string> = {
  hoodies: 'Hoodies',
  beanies: 'Beanies',
  't-shirts': 'T-Shirts',
};

/** The chosen image and its preview URL; the URL is revoked when replaced and when the form closes. */
function useImageChoice() {
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const url = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    current.current = url;
    setPreview(url);
    setImage(file);
  };
  return { image, preview, choose };
}

/**
 * ADD PRODUCT / edit form: validated with the shared ProductFormInput schema,
 * field errors clear when their field is edited, a confirmation step before saving, and the
 * server's field errors shown next to their fields.
 */
export function ProductFormModal({ product, onClose, onSaved }: ProductFormModalProps) {
  const editing = product != null;
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? formFromProduct(product) : emptyForm(),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveProduct();
  const { image, preview, choose: chooseImage } = useImageChoice();
  const titleId = useId();
  const confirmTitleId = useId();
  const idPrefix = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const id = (field: string) => `${idPrefix}-${field.replace(/\./g, '-')}`;

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const clearError = (...fields: string[]) => {
    setFormError(null);
    setErrors((current) => {
      if (!fields.some((f) => f in current)) return current;
      const next = { ...current };
      for (const f of fields) delete next[f];
      return next;
    });
  };

  const setField =
    (field: Exclude<keyof ProductFormValues, 'sizes'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      // The discount rule reads both prices: editing either clears its message.
      clearError(field, ...(field === 'price' ? ['prix_reduction'] : []));
    };

  const setSize = (index: number, part: 'size' | 'quantity', value: string) => {
    setValues((v) => ({
      ...v,
      sizes: v.sizes.map((row, i) => (i === index ? { ...row, [part]: value } : row)),
    }));
    clearError(`sizes.${index}.${part}`, 'sizes');
  };

  // Errors of the rows after a removed one move up with their rows.
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateProductForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      setFormError('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    setFormError(null);
    setConfirming(true);
  };

  const onConfirm = () => {
    const result = validateProductForm(values);
    if (!result.ok) {
      setConfirming(false);
      setErrors(result.errors);
      return;
    }
    save.mutate(
      { id: product?.id, body: productFormData(result.data, image) },
      {
        onSuccess: (answer) => {
          onSaved(
            answer?.message || (editing ? 'Product updated successfully' : 'Product added successfully'),
          );
          onClose();
        },
        onError: (error) => {
          setConfirming(false);
          const body = error instanceof ApiError ? error.body : null;
          setErrors(serverFieldErrors(body));
          setFormError(error instanceof ApiError ? errorText(body) : messageOf(error));
          requestAnimationFrame(() => submitButton.current?.focus());
        },
      },
    );
  };

  const cancelConfirm = () => {
    setConfirming(false);
    requestAnimationFrame(() => submitButton.current?.focus());
  };

  /** A field's control id and its error, for FormField. */
  const field = (name: string) => ({ id: id(name), error: errors[name] });

  const types =
    FORM_TYPES.includes(values.type as never) || !values.type ? FORM_TYPES : [...FORM_TYPES, values.type];

  return (
    <Dialog
      labelledBy={confirming ? confirmTitleId : titleId}
      onClose={() => {
        if (save.isPending) return;
        if (confirming) cancelConfirm();
        else onClose();
      }}
      className="bo-dialog bo-product-dialog"
    >
      {confirming ? (
        <div className="bo-confirm">
          <h2 id={confirmTitleId} className="bo-dialog__title">
            {editing ? 'Update this product?' : 'Add this product?'}
          </h2>
          <p>
            {editing
              ? `The changes to “${values.name.trim()}” will be saved and shown in the shop.`
              : `“${values.name.trim()}” will be added to the shop.`}
          </p>
          <div className="bo-dialog__actions">
            <button
              type="button"
              className="button button--outline"
              onClick={cancelConfirm}
              disabled={save.isPending}
            >
              Cancel
            </button>
            <button
              ref={confirmButton}
              type="button"
              className="button"
              onClick={onConfirm}
              disabled={save.isPending}
            >
              {save.isPending ? 'Saving…' : editing ? 'Yes, update' : 'Yes, add'}
            </button>
          </div>
        </div>
      ) : (
        <form className="form bo-product-form" onSubmit={onSubmit} noValidate>
          <div className="bo-dialog__head">
            <h2 id={titleId} className="bo-dialog__title">
              {editing ? 'Edit product' : 'Add product'}
            </h2>
            <button type="button" className="bo-dialog__close" onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
          {formError && (
            <p className="alert" role="alert">
              {formError}
            </p>
          )}
          <FormField {...field('name')} label="Name">
            {(control) => <input {...control} value={values.name} onChange={setField('name')} required />}
          </FormField>
          <FormField {...field('description')} label="Description">
            {(control) => (
              <textarea {...control} rows={3} value={values.description} onChange={setField('description')} />
            )}
          </FormField>
          <div className="bo-form-row">
            <FormField {...field('price')} label="Price (dh)">
              {(control) => (
                <input
                  {...control}
                  {...PRICE_INPUT}
                  value={values.price}
                  onChange={setField('price')}
                  required
                />
              )}
            </FormField>
            <FormField {...field('prix_reduction')} label="Sale price (dh, optional)">
              {(control) => (
                <input
                  {...control}
                  {...PRICE_INPUT}
                  value={values.prix_reduction}
                  onChange={setField('prix_reduction')}
                />
              )}
            </FormField>
          </div>
          <div className="bo-form-row">
            <FormField {...field('type')} label="Type">
              {(control) => (
                <select {...control} value={values.type} onChange={setField('type')} required>
                  <option value="">Select type</option>
                  {types.map((t) => (
                    <option key={t} value={t}>
                      {TYPE_LABELS[t] ?? t}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField {...field('status')} label="Status">
              {(control) => (
                <select {...control} value={values.status} onChange={setField('status')} required>
                  {FORM_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {values.status === 'pre_order' && (
              <FormField {...field('expected_ship_date')} label="Expected shipping date (optional)">
                {(control) => (
                  <input
                    {...control}
                    type="date"
                    value={values.expected_ship_date}
                    onChange={setField('expected_ship_date')}
                  />
                )}
              </FormField>
            )}
          </div>

          <fieldset className="bo-sizes" aria-describedby={errors.sizes ? errorId(id('sizes')) : undefined}>
            <legend>Sizes and stock</legend>
            {values.sizes.map((row, index) => (
              <div key={row.key} className="bo-size-row">
                <FormField {...field(`sizes.${index}.size`)} label={`Size ${index + 1}`}>
                  {(control) => (
                    <select
                      {...control}
                      value={row.size}
                      onChange={(event) => setSize(index, 'size', event.target.value)}
                      required
                    >
                      <option value="">Select size</option>
                      {SIZE_OPTIONS.map((option) => (
                        <option
                          key={option}
                          value={option}
                          disabled={option !== row.size && values.sizes.some((r) => r.size === option)}
                        >
                          {option}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <FormField {...field(`sizes.${index}.quantity`)} label={`Quantity of size ${index + 1}`}>
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min="0"
                      step="1"
                      value={row.quantity}
                      onChange={(event) => setSize(index, 'quantity', event.target.value)}
                      required
                    />
                  )}
                </FormField>
                <button
                  type="button"
                  className="button button--outline bo-size-row__remove"
                  onClick={() => removeSize(index)}
                  disabled={values.sizes.length <= 1}
                  aria-label={`Remove size ${index + 1}${row.size ? ` (${row.size})` : ''}`}
                >
                  Remove
                </button>
              </div>
            ))}
            <FieldError id={id('sizes')} error={errors.sizes} />
            <button
              type="button"
              className="button button--outline"
              onClick={addSize}
              disabled={values.sizes.length >= SIZE_OPTIONS.length}
            >
              + Add size
            </button>
          </fieldset>

          <FormField
            {...field('image')}
            label="Image (optional)"
            after={
              <div className="bo-preview">
                {preview ? (
                  <img src={preview} alt="Preview of the chosen image" className="bo-preview__image" />
                ) : product?.image ? (
                  <ProductImage
                    image={product.image}
                    alt={`Current image of ${product.name}`}
                    sizes="160px"
                  />
                ) : null}
              </div>
            }
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/*"
                onChange={(event) => {
                  chooseImage(event.target.files?.[0] ?? null);
                  clearError('image');
                }}
              />
            )}
          </FormField>

          <div className="bo-dialog__actions">
            <button type="button" className="button button--outline" onClick={onClose}>
              Cancel
            </button>
            <button ref={submitButton} type="submit" className="button">
              {editing ? 'Update product' : 'Add product'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
