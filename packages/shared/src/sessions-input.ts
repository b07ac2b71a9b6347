import { z } from 'zod';

export const UpdateActivityInput = z.strictObject({
  current_page: z.string().trim().max(300).default('/'),
  user_agent: z.string().max(500).optional(),
});
export type UpdateActivityInput = z.infer<typeof UpdateActivityInput>;
