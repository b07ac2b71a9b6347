import { DEFAULT_SIZES, MAX_LINE_QUANTITY, type DeskOrderDetail, type EditOrderInput } from '@vigor/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useProduct } from '../../products';
import { useEditOrder } from '../api/confirmation';

interface Line {
  product_id: number;
  name: string;
  size: string;
  quantity: number;
}

/** The sizes a line may take: the product's own, or the default sizes when it counts none. */
function SizeSelect({ line, onChange }: { line: Line; onChange: (size: string) => void }) {
  const product = useProduct(line.product_id);
  const sizes = product.data?.sizes.length ? product.data.sizes.map((s) => s.size) : [...DEFAULT_SIZES];
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

/**
 * Edits made on the call: sizes, quantities, removed items, customer details, address and
 * delivery note, sent as one change (the server checks stock and reprices).
 */
export function DeskOrderEdit({ order, onClose }: { order: DeskOrderDetail; onClose: () => void }) {
  const edit = useEditOrder();
  const [lines, setLines] = useState<Line[]>(() =>
    order.items.flatMap((i) =>
      i.product_id == null
        ? []
        : [{ product_id: i.product_id, name: i.product.name, size: i.size, quantity: i.quantity }],
    ),
  );
  const [fields, setFields] = useState({
    customer_name: order.customer_name,
    customer_phone: order.customer_phone,
    customer_city: order.customer_city,
    customer_address: order.customer_address ?? '',
    delivery_note: order.delivery_note ?? '',
  });
  const change = (index: number, patch: Partial<Line>) =>
    setLines((current) => current.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const field = (name: keyof typeof fields, label: string) => (
    <label>
      {label}{' '}
      <input value={fields[name]} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} />
    </label>
  );

  const submit = () => {
    const input: EditOrderInput = {
      ...fields,
      items: lines.map(({ product_id, size, quantity }) => ({ product_id, size, quantity })),
    };
    edit.mutate({ id: order.id, edit: input }, { onSuccess: onClose });
  };

  return (
    <form
      className="bo-desk__form"
      aria-label="Edit order"
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
      {field('customer_name', 'Name')}
      {field('customer_phone', 'Phone')}
      {field('customer_city', 'City')}
      {field('customer_address', 'Address')}
      {field('delivery_note', 'Delivery note')}
      {edit.isError && <p role="alert">{messageOf(edit.error)}</p>}
      <button type="submit" className="button" disabled={edit.isPending}>
        Save changes
      </button>
      <button type="button" className="button button--outline" onClick={onClose}>
        Back
      </button>
    </form>
  );
}
