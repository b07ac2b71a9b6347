import { z } from 'zod';
import { MAX_OUTBOX_FAILURES_BEFORE_SET_ASIDE } from './outbox.js';

export const UpdateOutboxSettingsInput = z.strictObject({
  failures_before_set_aside: z.coerce
    .number()
    .int('A whole number')
    .min(1, 'At least 1')
    .max(MAX_OUTBOX_FAILURES_BEFORE_SET_ASIDE, `At most ${MAX_OUTBOX_FAILURES_BEFORE_SET_ASIDE}`),
});
export type UpdateOutboxSettingsInput = z.infer<typeof UpdateOutboxSettingsInput>;

/** A set-aside delivery named in a "try again" route. */
export const SetAsideDeliveryParams = z.strictObject({
  subscriber: z.string().min(1).max(100),
  eventId: z.coerce.number().int().positive(),
});
