import {
  DEFAULT_SIZES,
  findDeliveryCity,
  MAX_LINE_QUANTITY,
  type DeskOrderDetail,
  type EditOrderInput,
  type Product,
} from '@vigor/shared';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { CityCombobox } from '../../../components/ui/city-combobox';
import { useDeliverySettings } from '../../delivery';
import { useProduct } from '../../products';
import { useEditOrder } from '../api/confirmation';
import { useAdminProducts } from '../../admin-catalog';
import { useDebouncedValue } from '../../admin-shell';

export interface Line {
  product_id: number;
  name: string;
  size: string;
  quantity: number;
}

/** The sizes a line may take: the product's own, or the default sizes when it counts none. */
function SizeSelect({ line, onChange }: { line: Line; onChange: (size: string) => void }) {
  const sizes = sizesOf(useProduct(line.product_id).data);
  const options = sizes.includes(line.size) ? sizes : [line.size, ...sizes];
  return (
    <select aria-label={`Size of ${line.name}`} value={line.size} onChange={(e) => onChange(e.target.value)}>
      {options.map((size) => (
        <option key={size} value={size}>
          {size}
        </option>
      ))}
    </select>
  );
}

const CITY_INPUT_ID = 'desk-city';
const CITY_ERROR = 'Choose a city from the delivery cities.';

/** The sizes a product offers, or the default sizes when it counts none. */
const sizesOf = (product: Pick<Product, 'sizes'> | undefined) =>
  product?.sizes.length ? product.sizes.map((s) => s.size) : [...DEFAULT_SIZES];

/** Finds a product by name and adds it as a new line (its first size, one unit). */
function AddItem({ onAdd }: { onAdd: (line: Line) => void }) {
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q);
  const results = useAdminProducts({ q: search, page: 1 }).data?.data ?? [];
  const [chosen, setChosen] = useState('');
  const product = results.find((p) => String(p.id) === chosen) ?? results[0];
  return (
    <fieldset className="bo-desk__add">
      <legend>Add an item</legend>
      <input
        type="search"
        aria-label="Find a product"
        placeholder="Product name"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />{' '}
      <select
        aria-label="Product to add"
        value={product ? String(product.id) : ''}
        onChange={(e) => setChosen(e.target.value)}
      >
        {results.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        className="button button--outline"
        disabled={!product}
        onClick={() =>
          product &&
          onAdd({ product_id: product.id, name: product.name, size: sizesOf(product)[0] ?? '', quantity: 1 })
        }
      >
        Add item
      </button>
    </fieldset>
  );
}

/** The customer's details and lines as the desk sets them on the call. */
export interface DeskOrderValues {
  lines: Line[];
  fields: {
    customer_name: string;
    customer_phone: string;
    customer_city: string;
    customer_address: string;
    delivery_note: string;
  };
}

export type DeskOrderInput = DeskOrderValues['fields'] & {
  items: { product_id: number; size: string; quantity: number }[];
};

interface DeskOrderFormProps {
  initial: DeskOrderValues;
  label: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSave: (input: DeskOrderInput) => void;
  onClose: () => void;
  /** The form's id, so a button outside it (the desk's "save or discard" prompt) can submit it. */
  id?: string;
  /** Puts the focus in the form's first field when it opens (the desk's (e) key). */
  focusOnOpen?: boolean;
  /** Told whether the values differ from `initial`: the desk blocks its outcome keys meanwhile. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The lines (sizes, quantities, added and removed items), customer details, the city (one of the
 * shop's delivery cities), address and delivery note, sent as one change: an order's edit on the
 * call, or the order made from a lead. The server checks stock and the city, and prices.
 */
export function DeskOrderForm({
  initial,
  label,
  submitLabel,
  pending,
  error,
  onSave,
  onClose,
  id,
  focusOnOpen = false,
  onDirtyChange,
}: DeskOrderFormProps) {
  const delivery = useDeliverySettings().data;
  const [cityError, setCityError] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>(initial.lines);
  const [fields, setFields] = useState(initial.fields);
  const form = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify({ lines, fields }) !== JSON.stringify(initial);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (focusOnOpen) form.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [focusOnOpen]);
  const change = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const field = (name: keyof typeof fields, label: string) => (
    <label>
      {label}{' '}
      <input value={fields[name]} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} />
    </label>
  );

  const submit = () => {
    if (delivery && !findDeliveryCity(delivery, fields.customer_city)) {
      setCityError(CITY_ERROR);
      return;
    }
    onSave({
      ...fields,
      items: lines.map(({ product_id, size, quantity }) => ({ product_id, size, quantity })),
    });
  };

  return (
    <form
      ref={form}
      id={id}
      className="bo-desk__form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ul className="bo-desk__items">
        {lines.map((line, index) => (
          <li key={`${line.product_id}-${index}`}>
            {line.name} <SizeSelect line={line} onChange={(size) => change(index, { size })} />{' '}
            <input
              type="number"
              min={1}
              max={MAX_LINE_QUANTITY}
              aria-label={`Quantity of ${line.name}`}
              value={line.quantity}
              onChange={(e) => change(index, { quantity: Number(e.target.value) })}
            />{' '}
            <button
              type="button"
              className="button button--outline"
              disabled={lines.length === 1}
              onClick={() => setLines(lines.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <AddItem onAdd={(line) => setLines([...lines, line])} />
      {field('customer_name', 'Name')}
      {field('customer_phone', 'Phone')}
      <FormField id={CITY_INPUT_ID} label="City" error={cityError}>
        {(control) => (
          <CityCombobox
            {...control}
            value={fields.customer_city}
            delivery={delivery}
            onChange={(value) => {
              setFields({ ...fields, customer_city: value });
              setCityError(null);
            }}
          />
        )}
      </FormField>
      {field('customer_address', 'Address')}
      {field('delivery_note', 'Delivery note')}
      {error && <p role="alert">{messageOf(error)}</p>}
      <button type="submit" className="button" disabled={pending}>
        {submitLabel}
      </button>
      <button type="button" className="button button--outline" onClick={onClose}>
        Back
      </button>
    </form>
  );
}

/** Edits made on the call to an order awaiting confirmation. */
export function DeskOrderEdit({
  order,
  onClose,
  id,
  onDirtyChange,
}: {
  order: DeskOrderDetail;
  onClose: () => void;
  id: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const edit = useEditOrder();
  const initial: DeskOrderValues = {
    lines: order.items.flatMap((i) =>
      i.product_id == null
        ? []
        : [{ product_id: i.product_id, name: i.product.name, size: i.size, quantity: i.quantity }],
    ),
    fields: {
      customer_name: order.customer_name,
      customer_phone: order.customer_phone,
      customer_city: order.customer_city,
      customer_address: order.customer_address ?? '',
      delivery_note: order.delivery_note ?? '',
    },
  };
  return (
    <DeskOrderForm
      initial={initial}
      label="Edit order"
      submitLabel="Save changes"
      pending={edit.isPending}
      error={edit.error}
      onSave={(input: EditOrderInput) => edit.mutate({ id: order.id, edit: input }, { onSuccess: onClose })}
      onClose={onClose}
      id={id}
      focusOnOpen
      onDirtyChange={onDirtyChange}
    />
  );
}
