import type { Product, StockShortfall } from '@vigor/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError, errorText, messageOf } from '../../../lib/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { productCostsQuery } from '../api/product-costs';
import { useSaveProduct } from '../api/products';
import { useImageChoice } from '../hooks/use-image-choice';
import { useProductForm } from '../hooks/use-product-form';
import { productFormData, serverFieldErrors, validateProductForm } from '../lib/product-form';
import { ProductConfirmStep } from './product-confirm-step';
import { ProductDetailsFields } from './product-details-fields';
import { ProductImageField } from './product-image-field';
import { ProductSizesFieldset } from './product-sizes-fieldset';

interface ProductFormModalProps {
  /** The product to edit; absent for ADD PRODUCT. */
  product?: Product;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * ADD PRODUCT / edit form: validated with the shared ProductFormInput schema,
 * field errors clear when their field is edited, a confirmation step before saving, and the
 * server's field errors shown next to their fields.
 */
export function ProductFormModal({ product, onClose, onSaved }: ProductFormModalProps) {
  const editing = product != null;
  const costs = useQuery(productCostsQuery());
  const savedCost = costs.data?.find((c) => c.product_id === product?.id);
  const form = useProductForm(product, savedCost ? savedCost.unit_cost : undefined);
  const { values, setErrors, formError, setFormError } = form;
  const [confirming, setConfirming] = useState(false);
  const [shortfall, setShortfall] = useState<StockShortfall[] | null>(null);
  const save = useSaveProduct();
  const queryClient = useQueryClient();
  const { image, preview, choose: chooseImage } = useImageChoice();
  const titleId = useId();
  const confirmTitleId = useId();
  const submitButton = useRef<HTMLButtonElement>(null);

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
    const body = productFormData(result.data, image);
    if (shortfall) body.set('allow_shortfall', 'true');
    save.mutate(
      { id: product?.id, body },
      {
        onSuccess: (answer) => {
          void queryClient.invalidateQueries({ queryKey: productCostsQuery().queryKey });
          onSaved(
            answer?.message || (editing ? 'Product updated successfully' : 'Product added successfully'),
          );
          onClose();
        },
        onError: (error) => {
          const body = error instanceof ApiError ? error.body : null;
          const held = (body as { shortfall?: StockShortfall[] } | null)?.shortfall;
          if (held?.length) {
            // Stays on the confirmation, now saying which sizes orders hold more of.
            setShortfall(held);
            return;
          }
          setConfirming(false);
          setErrors(serverFieldErrors(body));
          setFormError(error instanceof ApiError ? errorText(body) : messageOf(error));
          requestAnimationFrame(() => submitButton.current?.focus());
        },
      },
    );
  };

  const cancelConfirm = () => {
    setConfirming(false);
    setShortfall(null);
    requestAnimationFrame(() => submitButton.current?.focus());
  };

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
        <ProductConfirmStep
          titleId={confirmTitleId}
          editing={editing}
          name={values.name.trim()}
          saving={save.isPending}
          shortfall={shortfall}
          onCancel={cancelConfirm}
          onConfirm={onConfirm}
        />
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
          <ProductDetailsFields form={form} />
          <ProductSizesFieldset form={form} />
          <ProductImageField form={form} product={product} preview={preview} onChoose={chooseImage} />
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
