import { z } from 'zod';
import { withoutOrderReference } from './storefront-routes.js';

export const UpdateActivityInput = z.strictObject({
  // Never an order's reference: it opens the receipt (storefront-routes.ts).
  current_page: z.string().trim().max(300).default('/').transform(withoutOrderReference),
  user_agent: z.string().max(500).optional(),
  /**
   * Sent with the first page the app shows: the address's query (utm fields, fbclid, ttclid)
   * and the referrer, for the session's attribution (attribution.ts).
   */
  landing: z
    .strictObject({
      query: z.string().max(2000),
      referrer: z.string().max(2000),
    })
    .optional(),
});
export type UpdateActivityInput = z.infer<typeof UpdateActivityInput>;
