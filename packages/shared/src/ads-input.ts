import { z } from 'zod';
import { AD_PLATFORMS, PURCHASE_STATUSES } from './ads.js';

/** Empty text is "not set"; a field left out keeps what is saved (retyping one key keeps the others). */
const optionalText = (schema: z.ZodString) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const TestEventCode = optionalText(
  z
    .string()
    .trim()
    .regex(/^[\w-]{1,50}$/, 'Letters, digits, dashes or underscores (at most 50).'),
);

/**
 * A saved access token is kept when the field is left out; empty text removes it. Tokens are
 * opaque strings without spaces.
 */
const AccessToken = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\S{10,500}$/, 'An access token is 10 to 500 characters without spaces.'),
  ])
  .optional();

export const UpdateAdSettingsInput = z.strictObject({
  meta_pixel_id: optionalText(
    z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, 'A Meta pixel id is 5 to 20 digits.'),
  ),
  meta_access_token: AccessToken,
  meta_test_event_code: TestEventCode,
  tiktok_pixel_code: optionalText(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{10,30}$/, 'A TikTok pixel code is 10 to 30 letters and digits.'),
  ),
  tiktok_access_token: AccessToken,
  tiktok_test_event_code: TestEventCode,
  purchase_on: z.enum(PURCHASE_STATUSES, { error: "Choose 'confirmed' or 'delivered'." }).optional(),
});
export type UpdateAdSettingsInput = z.infer<typeof UpdateAdSettingsInput>;

/** "Test connection": one test event to a platform, with its saved test event code. */
export const TestAdConnectionInput = z.strictObject({
  platform: z.enum(AD_PLATFORMS, { error: "Choose 'meta' or 'tiktok'." }),
});
export type TestAdConnectionInput = z.infer<typeof TestAdConnectionInput>;

/**
 * The id the storefront gives the pixels' Lead of an order, sent with the order so the server's
 * events carry the same one.
 */
export const AdEventId = z
  .string()
  .trim()
  .regex(/^[\w-]{8,64}$/, 'An event id is 8 to 64 letters, digits, dashes or underscores.');
