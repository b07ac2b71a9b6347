import { z } from 'zod';
import { PageQuery } from './api-input.js';
import { AUDIT_ENTITIES } from './audit.js';

/** GET /api/admin/audit: every filter optional; `from` and `to` are shop days (Africa/Casablanca). */
export const AuditQuery = z
  .strictObject({
    user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    action: z.string().trim().min(1).max(60).optional(),
    entity: z.enum(AUDIT_ENTITIES).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    ...PageQuery,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The range ends before it starts.',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof AuditQuery>;
