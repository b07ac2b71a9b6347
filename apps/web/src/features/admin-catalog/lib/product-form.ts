import {
  PRODUCT_STATUSES,
  firstFieldErrorsOf,
  ProductFormInput,
  SIZE_OPTIONS,
  type Product,
  type ProductStatus,
  type ProductType,
} from '@vigor/shared';

/** Types the form offers; an edited product keeps its own type even if not listed. */
export const FORM_TYPES: readonly ProductType[] = ['hoodies', 'beanies'];
/** available is the default; the form also offers pre_order, coming_soon and out_of_stock. */
export const FORM_STATUSES: readonly ProductStatus[] = PRODUCT_STATUSES;

export const STATUS_LABELS: Record<ProductStatus, string> = {
  available: 'Available',
  pre_order: 'Pre-Order',
  coming_soon: 'Coming Soon',
  out_of_stock: 'Out of Stock',
};

export interface SizeRow {
  /** Stable React key. */
  key: number;
  size: string;
  quantity: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  /** The storefront's French and Arabic texts; empty shows the default ones. */
  name_fr: string;
  name_ar: string;
  description_fr: string;
  description_ar: string;
  price: string;
  prix_reduction: string;
  /** dh; '' is unknown; null until the saved cost is loaded (then it is not sent: kept). */
  unit_cost: string | null;
  type: string;
  status: string;
  /** `YYYY-MM-DD` from the date input, or '' (none). */
  expected_ship_date: string;
  sizes: SizeRow[];
}

/** Field errors by field name; sizes as `sizes.<index>.size` / `sizes.<index>.quantity`. */
export type FormErrors = Record<string, string>;

let nextKey = 1;
export const newSizeRow = (size = '', quantity = '0'): SizeRow => ({ key: nextKey++, size, quantity });

export function emptyForm(): ProductFormValues {
  return {
    name: '',
    description: '',
    name_fr: '',
    name_ar: '',
    description_fr: '',
    description_ar: '',
    price: '',
    prix_reduction: '',
    unit_cost: '',
    type: '',
    status: 'available',
    expected_ship_date: '',
    sizes: [newSizeRow()],
  };
}

export function formFromProduct(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    name_fr: product.name_fr ?? '',
    name_ar: product.name_ar ?? '',
    description_fr: product.description_fr ?? '',
    description_ar: product.description_ar ?? '',
    price: String(product.price),
    prix_reduction: product.prix_reduction == null ? '' : String(product.prix_reduction),
    unit_cost: null,
    type: product.type,
    status: product.status,
    expected_ship_date: product.expected_ship_date ?? '',
    sizes:
      product.sizes.length > 0
        ? product.sizes.map((s) => newSizeRow(s.size, s.quantity == null ? '' : String(s.quantity)))
        : [newSizeRow()],
  };
}

/** The first size of the list that no row uses yet, for "Add size". */
export function nextFreeSize(rows: readonly SizeRow[]): string {
  return SIZE_OPTIONS.find((option) => !rows.some((row) => row.size === option)) ?? '';
}

/**
 * Checks the form with the shared ProductFormInput schema (the server's own rules and messages)
 * and returns the body to send, or the errors per field.
 */
export function validateProductForm(
  values: ProductFormValues,
): { ok: true; data: ProductFormInput } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  values.sizes.forEach((row, index) => {
    if (row.quantity.trim() === '') errors[`sizes.${index}.quantity`] = 'Quantity is required';
  });
  const parsed = ProductFormInput.safeParse({
    name: values.name,
    description: values.description,
    name_fr: values.name_fr,
    name_ar: values.name_ar,
    description_fr: values.description_fr,
    description_ar: values.description_ar,
    price: values.price,
    prix_reduction: values.prix_reduction,
    unit_cost: values.unit_cost ?? undefined,
    type: values.type,
    status: values.status,
    expected_ship_date: values.expected_ship_date,
    sizes: values.sizes.map((row) => ({ size: row.size, quantity: row.quantity })),
  });
  if (!parsed.success) {
    for (const [key, message] of Object.entries(firstFieldErrorsOf(parsed.error))) errors[key] ??= message;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}

const TRANSLATED_FIELDS = ['name_fr', 'name_ar', 'description_fr', 'description_ar'] as const;

/** The multipart body: the schema's fields, sizes as JSON text, and the image when one was chosen. */
export function productFormData(data: ProductFormInput, image: File | null): FormData {
  const body = new FormData();
  body.set('name', data.name);
  body.set('description', data.description);
  // Always sent: an empty text clears the translation the product had.
  for (const key of TRANSLATED_FIELDS) body.set(key, data[key] ?? '');
  body.set('price', String(data.price));
  if (data.prix_reduction != null) body.set('prix_reduction', String(data.prix_reduction));
  // Empty text: unknown; left out (the saved cost was not loaded): kept.
  if (data.unit_cost !== undefined)
    body.set('unit_cost', data.unit_cost == null ? '' : String(data.unit_cost));
  body.set('type', data.type);
  body.set('status', data.status);
  // Always sent: an empty date clears the one the product had.
  body.set('expected_ship_date', data.expected_ship_date ?? '');
  body.set('sizes', JSON.stringify(data.sizes));
  if (image) body.set('image', image);
  return body;
}

/** Server field errors (`errors` of a 400) keyed like the form's own errors. */
export function serverFieldErrors(body: unknown): FormErrors {
  const errors: FormErrors = {};
  if (!body || typeof body !== 'object') return errors;
  const fieldErrors = (body as { errors?: unknown }).errors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return errors;
  for (const [field, messages] of Object.entries(fieldErrors as Record<string, unknown>)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const text = list.filter((m): m is string => typeof m === 'string' && m.length > 0).join(', ');
    if (text) errors[field] = text;
  }
  return errors;
}
