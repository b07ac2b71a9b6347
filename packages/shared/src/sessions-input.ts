import { z } from 'zod';
import { withoutOrderReference } from './storefront-routes.js';

export const UpdateActivityInput = z.strictObject({
  // Never an order's reference: it opens the receipt (storefront-routes.ts).
  current_page: z.string().trim().max(300).default('/').transform(withoutOrderReference),
  user_agent: z.string().max(500).optional(),
});
export type UpdateActivityInput = z.infer<typeof UpdateActivityInput>;
