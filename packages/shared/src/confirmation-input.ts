import { z } from 'zod';
import { instant } from './api-input.js';
import { LineQuantity } from './carts-input.js';
import { CANCEL_REASONS } from './call-outcomes.js';
import { CustomerAddress, CustomerFields } from './orders-input.js';

const Note = z.string().trim().max(500).optional();

export const CallOutcomeInput = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('confirmed'), note: Note }),
  z.strictObject({ outcome: z.literal('no_answer'), note: Note }),
  z.strictObject({ outcome: z.literal('wrong_number'), note: Note }),
  z.strictObject({
    outcome: z.literal('call_back'),
    callback_at: instant('Choose when to call back'),
    note: Note,
  }),
  z.strictObject({
    outcome: z.literal('canceled'),
    reason: z.enum(CANCEL_REASONS, { error: 'Choose a reason' }),
    note: Note,
  }),
]);
export type CallOutcomeInput = z.infer<typeof CallOutcomeInput>;

/** The whole list of an order's lines as staff set it on the call (not held to the shoppers' limits). */
export const DeskItems = z
  .array(
    z.strictObject({
      product_id: z.coerce.number().int().positive().max(2_147_483_647),
      size: z.string().trim().min(1, 'Size is required').max(20),
      quantity: LineQuantity,
    }),
  )
  .min(1, 'An order needs at least one item.')
  .max(20);

/** An edit made on the call: only the fields sent change; `items` replaces the order's lines. */
export const EditOrderInput = z
  .strictObject({
    ...CustomerFields,
    customer_address: CustomerAddress,
    delivery_note: z.string().trim().max(300),
    items: DeskItems,
  })
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, 'Nothing to change.');
export type EditOrderInput = z.infer<typeof EditOrderInput>;

export const UpdateDeskSettingsInput = z.strictObject({
  auto_cancel_hours: z.coerce.number().int().min(1).max(720),
  retry_after_hours: z.coerce.number().int().min(1).max(72).optional(),
  whatsapp_after_attempts: z.coerce.number().int().min(1).max(20).optional(),
  whatsapp_templates: z.strictObject({
    fr: z.string().trim().min(1).max(1000),
    ar: z.string().trim().min(1).max(1000),
  }),
  /** Left out: unchanged. */
  lead_delay_minutes: z.coerce.number().int().min(0).max(1440).optional(),
});
export type UpdateDeskSettingsInput = z.infer<typeof UpdateDeskSettingsInput>;
