import { z } from 'zod';
import { LEAD_CLOSE_REASONS } from './lead-events-input.js';
import { LEAD_LANGUAGES, LEAD_SOURCES } from './leads.js';
import { DeskItems } from './confirmation-input.js';
import { CustomerAddress, CustomerFields } from './orders-input.js';
import { MoroccanPhone } from './phone-input.js';

/** Sent by the checkout and quick-order forms once the phone is valid, and when a field changes. */
export const SaveLeadInput = z.strictObject({
  customer_phone: MoroccanPhone,
  customer_name: z.string().trim().max(100).optional(),
  customer_city: z.string().trim().max(60).optional(),
  customer_address: CustomerAddress.optional(),
  source: z.enum(LEAD_SOURCES),
  language: z.enum(LEAD_LANGUAGES).optional(),
});
export type SaveLeadInput = z.infer<typeof SaveLeadInput>;

/** The agent turns a lead into an order after the call: the customer's details and the lines. */
export const ConvertLeadInput = z.strictObject({
  ...CustomerFields,
  customer_address: CustomerAddress.optional(),
  delivery_note: z.string().trim().max(300).optional(),
  items: DeskItems,
});
export type ConvertLeadInput = z.infer<typeof ConvertLeadInput>;

export const LeadCallInput = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('no_answer') }),
  z.strictObject({
    outcome: z.literal('close'),
    reason: z.enum(LEAD_CLOSE_REASONS, { error: 'Choose a reason' }),
  }),
]);
export type LeadCallInput = z.infer<typeof LeadCallInput>;
