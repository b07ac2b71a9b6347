import type { Product } from '@vigor/shared';
import { FormField } from '../../../components/ui/form-field';
import { ProductImage } from '../../../components/ui/product-image';
import type { ProductForm } from '../hooks/use-product-form';

interface ProductImageFieldProps {
  form: ProductForm;
  /** The product being edited, whose current image shows until another is chosen. */
  product?: Product;
  /** The preview URL of the chosen file. */
  preview: string | null;
  /** Keeps the chosen file, or answers why it cannot be used. */
  onChoose: (file: File | null) => Promise<string | null>;
}

/**
 * The optional image: a file input with the chosen file's preview or the current image. A file
 * that is not a JPEG, PNG, WebP, GIF or AVIF image (by its content) or is too large is refused as
 * soon as it is chosen, with the reason under the field.
 */
export function ProductImageField({ form, product, preview, onChoose }: ProductImageFieldProps) {
  return (
    <FormField
      {...form.field('image')}
      label="Image (optional)"
      after={
        <div className="bo-preview">
          {preview ? (
            <img src={preview} alt="Preview of the chosen image" className="bo-preview__image" />
          ) : product?.image ? (
            <ProductImage image={product.image} alt={`Current image of ${product.name}`} sizes="160px" />
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
            const input = event.currentTarget;
            form.clearError('image');
            void onChoose(input.files?.[0] ?? null).then((problem) => {
              if (!problem) return;
              // Emptied, so the refused file is neither sent nor shown as chosen.
              input.value = '';
              form.setError('image', problem);
            });
          }}
        />
      )}
    </FormField>
  );
}
