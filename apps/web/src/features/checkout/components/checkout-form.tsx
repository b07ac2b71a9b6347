import {
  CreateOrderInput,
  CUSTOMER_ADDRESS_MAX,
  findDeliveryCity,
  type DeliverySettings,
  type LeadSource,
} from '@vigor/shared';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { usePageT } from '../../../lib/i18n';
import { CityCombobox } from '../../../components/ui/city-combobox';
import { useDeliverySettings } from '../../delivery';
import { useLeadCapture } from '../hooks/use-lead-capture';
import { ShopContact } from './shop-contact';
import type { PageMessages } from '../../../messages/pages/en';

export interface CustomerFields {
  customer_name: string;
  customer_phone: string;
  customer_city: string;
  /** Street and district: left out when the shopper typed none (staff ask for it on the call). */
  customer_address?: string;
}

/**
 * The customer's details checked with the server's own schema: empty fields first, then the
 * Moroccan phone rule, then the city (one of the shop's delivery cities, once they are known).
 * Returns an error text, or null when valid.
 */
export function validateCustomer(
  fields: CustomerFields,
  itemCount: number,
  delivery: DeliverySettings | undefined,
  t: PageMessages['checkout'],
): string | null {
  if (itemCount < 1) return t.noItems;
  if (!fields.customer_name.trim() || !fields.customer_phone.trim() || !fields.customer_city.trim()) {
    return t.required;
  }
  const parsed = CreateOrderInput.safeParse({ ...fields, cart_ids: [1] });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The schema's messages are English; the phone's has its own text in each language.
    if (issue?.path[0] === 'customer_phone') return t.invalidPhone;
    if (issue?.path[0] === 'customer_address') return t.addressTooLong;
    return issue?.message ?? t.required;
  }
  if (delivery && !findDeliveryCity(delivery, fields.customer_city)) return t.unknownCity;
  return null;
}

const CUSTOMER_INPUTS: {
  name: keyof CustomerFields;
  label: 'name' | 'phone';
  autoComplete: string;
  type?: 'tel';
  inputMode?: 'tel';
  placeholder?: string;
  dir?: 'ltr';
}[] = [
  { name: 'customer_name', label: 'name', autoComplete: 'name' },
  {
    name: 'customer_phone',
    label: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    placeholder: '06 12 34 56 78',
    // A phone number reads left to right in Arabic too.
    dir: 'ltr',
  },
];

interface CheckoutFormProps {
  itemCount: number;
  submitting: boolean;
  /**
   * An error from the server, shown above the button (and scrolled into view) until the next
   * attempt, with the shop's phone and chat to order anyway.
   */
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

/** Name, phone, city and an optional address; cash on delivery. */
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
  const texts = usePageT();
  const t = texts.checkout;
  const { data: delivery } = useDeliverySettings();
  const [fields, setFields] = useState<Required<CustomerFields>>({
    customer_name: '',
    customer_phone: '',
    customer_city: '',
    customer_address: '',
  });
  const [error, setError] = useState<string | null>(null);
  useLeadCapture(fields, leadSource, itemCount, submitting);
  const setValue = (name: keyof CustomerFields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (name === 'customer_city') onCityChange?.(value);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateCustomer(fields, itemCount, delivery, t);
    setError(problem);
    const { customer_address: address, ...required } = fields;
    if (!problem) onSubmit(address.trim() ? fields : required);
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
      <h2 id="checkout-heading">{t.details}</h2>
      {CUSTOMER_INPUTS.map(({ name, label, ...input }) => (
        <FormField key={name} id={name} label={t[label]}>
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
        {texts.leads.phoneUse}
      </p>
      <FormField id="customer_city" label={t.city}>
        {(control) => (
          <CityCombobox
            {...control}
            name="customer_city"
            required
            placeholder={t.cityPlaceholder}
            value={fields.customer_city}
            onChange={(value) => setValue('customer_city', value)}
            delivery={delivery}
          />
        )}
      </FormField>
      <FormField id="customer_address" label={t.address}>
        {(control) => (
          <input
            {...control}
            aria-describedby={control['aria-describedby'] ?? 'customer_address-hint'}
            name="customer_address"
            autoComplete="street-address"
            placeholder={t.addressPlaceholder}
            maxLength={CUSTOMER_ADDRESS_MAX}
            value={fields.customer_address}
            onChange={(event) => setValue('customer_address', event.target.value)}
          />
        )}
      </FormField>
      <p className="checkout__note" id="customer_address-hint">
        {t.addressHint}
      </p>
      <p className="checkout__note">{t.note}</p>
      <div role="alert" className="checkout__error" ref={alert}>
        {shown && (
          <div className="alert">
            <p>{shown}</p>
            {!error && (
              <>
                {errorAction}
                <ShopContact />
              </>
            )}
          </div>
        )}
      </div>
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? t.placing : t.place}
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
