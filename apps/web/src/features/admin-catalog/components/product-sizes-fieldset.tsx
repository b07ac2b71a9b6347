import { SIZE_OPTIONS } from '@vigor/shared';
import { errorId, FieldError, FormField } from '../../../components/ui/form-field';
import type { ProductForm } from '../hooks/use-product-form';

/** The product's sizes, one row each (size and units in stock), no size twice. */
export function ProductSizesFieldset({ form }: { form: ProductForm }) {
  const { values, errors, id, field, setSize, removeSize, addSize } = form;
  return (
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
  );
}
