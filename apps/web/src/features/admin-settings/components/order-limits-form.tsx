import { UpdateOrderLimitsInput, type OrderLimits } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useOrderLimits, useSaveOrderLimits } from '../api/order-guard';
import { useSettingsForm } from '../hooks/use-settings-form';

const FIELDS: { name: keyof OrderLimits; label: string }[] = [
  { name: 'units_per_line', label: 'Units of one size in an order' },
  { name: 'units_per_order', label: 'Units in an order' },
  { name: 'orders_per_phone_per_day', label: 'Orders per phone number in 24 hours' },
  { name: 'orders_per_session_per_day', label: 'Orders per visitor (session) in 24 hours' },
  { name: 'orders_per_address_per_hour', label: 'Orders per IP address in an hour' },
];

type Values = Record<keyof OrderLimits, string>;

const valuesOf = (limits: OrderLimits) =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, String(limits[name])])) as Values;

/** SETTINGS, "Order limits": what one shopper may order before the store refuses (docs/product.md). */
export function OrderLimitsSection({ onSaved }: { onSaved: (text: string) => void }) {
  const limits = useOrderLimits();
  if (limits.isPending) return <p>Loading order limits...</p>;
  if (limits.isError) return <p role="alert">{messageOf(limits.error)}</p>;
  return <OrderLimitsForm limits={limits.data} onSaved={onSaved} />;
}

function OrderLimitsForm({ limits, onSaved }: { limits: OrderLimits; onSaved: (text: string) => void }) {
  const [values, setValues] = useState(() => valuesOf(limits));
  const { errors, formError, submit, clearError, pending } = useSettingsForm(
    UpdateOrderLimitsInput,
    useSaveOrderLimits(),
    (saved, message) => {
      setValues(valuesOf(saved));
      onSaved(message);
    },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(values);
  };
  return (
    <form className="bo-settings" aria-label="Order limits" noValidate onSubmit={onSubmit}>
      <h2>Order limits</h2>
      <p>
        A shopper who orders more is refused with a clear message; staff editing an order are not limited.
      </p>
      {FIELDS.map(({ name, label }) => (
        <FormField key={name} id={`order-limits-${name}`} label={label} error={errors[name]}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              value={values[name]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [name]: e.target.value }));
                clearError(name);
              }}
            />
          )}
        </FormField>
      ))}
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'SAVING…' : 'SAVE LIMITS'}
      </button>
    </form>
  );
}
