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
  onChoose: (file: File | null) => void;
}

/** The optional image: a file input with the chosen file's preview or the current image. */
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
            onChoose(event.target.files?.[0] ?? null);
            form.clearError('image');
          }}
        />
      )}
    </FormField>
  );
}
