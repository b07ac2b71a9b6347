import { CUSTOMER_ADDRESS_MAX, normalizeMoroccanPhone, type LeadSource } from '@vigor/shared';
import { useEffect, useRef } from 'react';
import { useLang } from '../../../lib/i18n';
import { saveLead } from '../api/save-lead';
import type { CustomerFields } from '../components/checkout-form';

/** Waits this long after the last keystroke before sending. */
export const LEAD_SAVE_DELAY_MS = 800;

/**
 * Sends the form's phone to the desk once it is a valid Moroccan number, and again when a field
 * changes (after a pause in typing): a shopper who leaves without ordering is called back
 * (docs/product.md "Leads"). A failure is left alone: the order itself does not depend on it.
 * Nothing is sent while the order is being submitted: it would reach the server after the order
 * took the lines, and be refused (422).
 */
export function useLeadCapture(
  fields: CustomerFields,
  source: LeadSource,
  itemCount: number,
  submitting: boolean,
) {
  const lang = useLang();
  const sent = useRef<string | null>(null);
  const phone = normalizeMoroccanPhone(fields.customer_phone);
  const name = fields.customer_name.trim();
  const city = fields.customer_city.trim();
  const address = fields.customer_address?.trim() ?? '';
  useEffect(() => {
    if (!phone || itemCount < 1 || submitting) return;
    const input = {
      customer_phone: phone,
      ...(name && { customer_name: name.slice(0, 100) }),
      ...(city && { customer_city: city.slice(0, 60) }),
      ...(address && { customer_address: address.slice(0, CUSTOMER_ADDRESS_MAX) }),
      source,
      language: lang,
    };
    const key = JSON.stringify(input);
    if (sent.current === key) return;
    const timer = setTimeout(() => {
      sent.current = key;
      saveLead(input).catch(() => undefined);
    }, LEAD_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phone, name, city, address, source, lang, itemCount, submitting]);
}
