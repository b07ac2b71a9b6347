import { z } from 'zod';
import { OptionalDayRange, PageQuery, rangeInOrder } from './api-input.js';
import { AUDIT_ENTITIES } from './audit.js';

/** GET /api/admin/audit: every filter optional; `from` and `to` are shop days (Africa/Casablanca). */
export const AuditQuery = z
  .strictObject({
    user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    action: z.string().trim().min(1).max(60).optional(),
    entity: z.enum(AUDIT_ENTITIES).optional(),
    ...OptionalDayRange,
    ...PageQuery,
  })
  .refine(...rangeInOrder);
export type AuditQuery = z.infer<typeof AuditQuery>;
