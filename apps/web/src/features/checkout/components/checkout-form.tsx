import { CreateOrderInput, findDeliveryCity, type DeliverySettings, type LeadSource } from '@vigor/shared';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import { CityCombobox, useDeliverySettings } from '../../delivery';
import { useLeadCapture } from '../hooks/use-lead-capture';

export interface CustomerFields {
  customer_name: string;
  customer_phone: string;
  customer_city: string;
}

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const NO_ITEMS_MESSAGE = 'Please select at least one item to order.';
export const UNKNOWN_CITY_MESSAGE = 'Choose your city from the list of delivery cities.';

/**
 * The customer's details checked with the server's own schema: empty fields first, then the
 * Moroccan phone rule, then the city (one of the shop's delivery cities, once they are known).
 * Returns an error text, or null when valid.
 */
export function validateCustomer(
  fields: CustomerFields,
  itemCount: number,
  delivery: DeliverySettings | undefined,
): string | null {
  if (itemCount < 1) return NO_ITEMS_MESSAGE;
  if (!fields.customer_name.trim() || !fields.customer_phone.trim() || !fields.customer_city.trim()) {
    return REQUIRED_FIELDS_MESSAGE;
  }
  const parsed = CreateOrderInput.safeParse({ ...fields, cart_ids: [1] });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? REQUIRED_FIELDS_MESSAGE;
  if (delivery && !findDeliveryCity(delivery, fields.customer_city)) return UNKNOWN_CITY_MESSAGE;
  return null;
}

const CUSTOMER_INPUTS: {
  name: keyof CustomerFields;
  label: string;
  autoComplete: string;
  type?: 'tel';
  inputMode?: 'tel';
  placeholder?: string;
}[] = [
  { name: 'customer_name', label: 'Full name *', autoComplete: 'name' },
  {
    name: 'customer_phone',
    label: 'Phone *',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    placeholder: '06 12 34 56 78',
  },
];
const CITY_PLACEHOLDER = 'Type your city: Casablanca, الرباط…';

interface CheckoutFormProps {
  itemCount: number;
  submitting: boolean;
  /** An error from the server, shown above the button (and scrolled into view). */
  serverError: string | null;
  /** Shown with the server's error, e.g. a way to the lines to fix. */
  errorAction?: ReactNode;
  onSubmit: (fields: CustomerFields) => void;
  onBack: () => void;
  backLabel: string;
  /** Told the city as it is typed (the order summary shows its delivery fee). */
  onCityChange?: (city: string) => void;
  /** Which form this is: the desk calls back a shopper who typed a phone here and left. */
  leadSource: LeadSource;
}

/** Name, phone and city; cash on delivery. */
export function CheckoutForm({
  itemCount,
  submitting,
  serverError,
  errorAction,
  onSubmit,
  onBack,
  backLabel,
  onCityChange,
  leadSource,
}: CheckoutFormProps) {
  const t = useT();
  const { data: delivery } = useDeliverySettings();
  const [fields, setFields] = useState<CustomerFields>({
    customer_name: '',
    customer_phone: '',
    customer_city: '',
  });
  const [error, setError] = useState<string | null>(null);
  useLeadCapture(fields, leadSource, itemCount);
  const setValue = (name: keyof CustomerFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (name === 'customer_city') onCityChange?.(value);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCustomer(fields, itemCount, delivery);
    setError(problem);
    if (!problem) onSubmit(fields);
  };
  const shown = error ?? serverError;
  const alert = useRef<HTMLDivElement>(null);
  // The shopper is at the button they pressed, on a phone maybe far below the lines: bring a new
  // answer from the server to them.
  useEffect(() => {
    if (serverError) alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [serverError]);
  return (
    <form className="form checkout" onSubmit={submit} noValidate aria-labelledby="checkout-heading">
      <h2 id="checkout-heading">Delivery details</h2>
      {CUSTOMER_INPUTS.map(({ name, label, ...input }) => (
        <FormField key={name} id={name} label={label}>
          {(control) => (
            <input
              {...control}
              {...input}
              name={name}
              required
              value={fields[name]}
              onChange={(event) => setValue(name, event.target.value)}
            />
          )}
        </FormField>
      ))}
      <p className="checkout__note" id="phone-use">
        {t.leads.phoneUse}
      </p>
      <FormField id="customer_city" label="City *">
        {(control) => (
          <CityCombobox
            {...control}
            name="customer_city"
            required
            placeholder={CITY_PLACEHOLDER}
            value={fields.customer_city}
            onChange={(value) => setValue('customer_city', value)}
            delivery={delivery}
          />
        )}
      </FormField>
      <p className="checkout__note">
        Payment: cash on delivery. We call you within 24 hours to confirm your order.
      </p>
      <div role="alert" className="checkout__error" ref={alert}>
        {shown && (
          <div className="alert">
            <p>{shown}</p>
            {!error && errorAction}
          </div>
        )}
      </div>
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? 'PLACING ORDER...' : 'PLACE ORDER'}
      </button>
      <button
        type="button"
        className="button button--outline button--block"
        onClick={onBack}
        disabled={submitting}
      >
        {backLabel}
      </button>
    </form>
  );
}
