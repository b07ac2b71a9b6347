import { FormField } from '../../../components/ui/form-field';
import type { ProductForm } from '../hooks/use-product-form';
import { FORM_STATUSES, FORM_TYPES, STATUS_LABELS } from '../lib/product-form';

/** The price inputs: decimal dirhams. */
const PRICE_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;

const TYPE_LABELS: Record<string, string> = {
  hoodies: 'Hoodies',
  beanies: 'Beanies',
  't-shirts': 'T-Shirts',
};

/** The storefront's French and Arabic name and description of a product. */
const TRANSLATIONS = [
  { key: 'name_fr', label: 'Name in French', lang: 'fr', multiline: false },
  { key: 'description_fr', label: 'Description in French', lang: 'fr', multiline: true },
  { key: 'name_ar', label: 'Name in Arabic', lang: 'ar', multiline: false },
  { key: 'description_ar', label: 'Description in Arabic', lang: 'ar', multiline: true },
] as const;

/** Name, description (and their French and Arabic versions), prices, type, status and a pre-order's expected shipping date. */
export function ProductDetailsFields({ form }: { form: ProductForm }) {
  const { values, field, setField } = form;
  // A product of a type the form no longer offers keeps it until the admin picks another.
  const types =
    FORM_TYPES.includes(values.type as never) || !values.type ? FORM_TYPES : [...FORM_TYPES, values.type];
  return (
    <>
      <FormField {...field('name')} label="Name">
        {(control) => <input {...control} value={values.name} onChange={setField('name')} required />}
      </FormField>
      <FormField {...field('description')} label="Description">
        {(control) => (
          <textarea {...control} rows={3} value={values.description} onChange={setField('description')} />
        )}
      </FormField>
      <details className="bo-translations">
        <summary>French and Arabic (optional: the storefront shows the above when empty)</summary>
        {TRANSLATIONS.map(({ key, label, lang, multiline }) => (
          <FormField key={key} {...field(key)} label={label}>
            {(control) =>
              multiline ? (
                <textarea
                  {...control}
                  rows={3}
                  lang={lang}
                  dir="auto"
                  value={values[key]}
                  onChange={setField(key)}
                />
              ) : (
                <input {...control} lang={lang} dir="auto" value={values[key]} onChange={setField(key)} />
              )
            }
          </FormField>
        ))}
      </details>
      <div className="bo-form-row">
        <FormField {...field('price')} label="Price (dh)">
          {(control) => (
            <input {...control} {...PRICE_INPUT} value={values.price} onChange={setField('price')} required />
          )}
        </FormField>
        <FormField {...field('unit_cost')} label="Unit cost (dh, empty = unknown)">
          {(control) => (
            <input
              {...control}
              {...PRICE_INPUT}
              value={values.unit_cost ?? ''}
              disabled={values.unit_cost === null}
              onChange={setField('unit_cost')}
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
    </>
  );
}
