import { z } from 'zod';
import { STAFF_ROLES } from './auth.js';

export const LoginInput = z.strictObject({
  nom: z.string({ error: 'Nom requis' }).trim().min(1, 'Nom requis').max(60),
  password: z.string({ error: 'Mot de passe requis' }).min(1, 'Mot de passe requis').max(200),
});
export type LoginInput = z.infer<typeof LoginInput>;

const Password = z.string().min(10, 'Password must be at least 10 characters').max(200);

export const CreateStaffUserInput = z.strictObject({
  nom: z.string().trim().min(1, 'Name is required').max(60),
  password: Password,
  role: z.enum(STAFF_ROLES),
});
export type CreateStaffUserInput = z.infer<typeof CreateStaffUserInput>;

export const UpdateStaffUserInput = z
  .strictObject({
    nom: z.string().trim().min(1, 'Name is required').max(60).optional(),
    password: Password.optional(),
    role: z.enum(STAFF_ROLES).optional(),
    /** Disabling ends the user's sessions at once; enabling lets it log in again. */
    disabled: z.boolean().optional(),
    commission_per_delivered: z
      .number()
      .min(0, 'The commission cannot be negative')
      .max(10_000)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most two decimals')
      .optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateStaffUserInput = z.infer<typeof UpdateStaffUserInput>;
