import { z } from 'zod';
import { CARRIER_CREDENTIAL_FIELDS, CARRIER_INTEGRATIONS } from './carriers.js';

const Secret = z.string().trim().min(1, 'Required.').max(200);

/**
 * How a carrier is reached: by hand, or through its API with its credentials. Credentials are
 * write-only: sent to change them, omitted to keep the saved ones.
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
  })
  .superRefine((input, ctx) => {
    if (input.integration === 'manual' || !input.credentials) return;
    const fields = CARRIER_CREDENTIAL_FIELDS[input.integration];
    for (const { key, label } of fields) {
      if (!input.credentials[key]) {
        ctx.addIssue({ code: 'custom', path: ['credentials', key], message: `${label} is required.` });
      }
    }
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
