import { z } from 'zod';
import { CARRIER_CREDENTIAL_FIELDS, CARRIER_INTEGRATIONS } from './carriers.js';

const Secret = z.string().trim().min(1, 'Required.').max(200);

/** Who hands Sendit the parcels and receives the returns (a pickup's and a return's contact). */
export const PickupContact = z.strictObject({
  name: z.string().trim().min(2).max(100),
  phone: z
    .string()
    .trim()
    .regex(/^0[5-8]\d{8}$/, 'A Moroccan number of 10 digits, 06 12 34 56 78 written 0612345678.'),
  address: z.string().trim().min(5).max(250),
});
export type PickupContact = z.infer<typeof PickupContact>;

/**
 * How a carrier is reached: by hand, or through its API with its credentials. Credentials are
 * write-only: each one sent replaces the saved one, those omitted keep theirs (the server asks
 * for any still missing). `open_before_paying` is the carrier's default for its parcels.
 */
export const UpdateCarrierIntegrationInput = z
  .strictObject({
    integration: z.enum(CARRIER_INTEGRATIONS),
    credentials: z.record(z.string(), Secret).optional(),
    pickup_district_id: z
      .string()
      .trim()
      .max(20)
      .regex(/^\d*$/, 'A district number.')
      .optional()
      .transform((v) => v || null),
    pickup_contact: PickupContact.nullable().optional(),
    open_before_paying: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.integration === 'manual' || !input.credentials) return;
    const fields = CARRIER_CREDENTIAL_FIELDS[input.integration];
    for (const key of Object.keys(input.credentials)) {
      if (!fields.some((f) => f.key === key)) {
        ctx.addIssue({ code: 'custom', path: ['credentials', key], message: 'Unknown credential.' });
      }
    }
  });
export type UpdateCarrierIntegrationInput = z.infer<typeof UpdateCarrierIntegrationInput>;

/** An admin's mapping of one shop city to a carrier city (null: back to the automatic match). */
export const MapCityInput = z.strictObject({
  city: z.string().trim().min(1).max(60),
  carrier_city_code: z.string().trim().min(1).max(40).nullable(),
});
export type MapCityInput = z.infer<typeof MapCityInput>;

/** The district a shipping agent chose for an order whose address names none of its city's. */
export const ChooseDistrictInput = z.strictObject({
  district_code: z.string().trim().min(1).max(40),
});
export type ChooseDistrictInput = z.infer<typeof ChooseDistrictInput>;

/**
 * The shipping agent's answer for a held parcel (its creation got no answer): the tracking number
 * found in the carrier's client site, or none to send it again.
 */
export const ReleaseHeldParcelInput = z.strictObject({
  tracking_code: z
    .string()
    .trim()
    .max(60)
    .regex(/^[\w.\-/]*$/, 'Letters, digits, dots, dashes and slashes only.')
    .optional()
    .transform((v) => v || null),
});
export type ReleaseHeldParcelInput = z.infer<typeof ReleaseHeldParcelInput>;
