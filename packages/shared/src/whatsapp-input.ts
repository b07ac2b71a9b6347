import { z } from 'zod';

/** Empty text is "not set". */
const optionalText = (schema: z.ZodString) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((value) => value || null);

/** A saved secret is kept when the field is left out; empty text removes it. */
const Secret = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\S{10,500}$/, 'A token or secret is 10 to 500 characters without spaces.'),
  ])
  .optional();

/** Meta's template names: lower-case letters, digits and underscores (empty: none for that language). */
const TemplateName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{0,512}$/, 'A template name is lower-case letters, digits and underscores.');

const Templates = z.strictObject({ en: TemplateName, fr: TemplateName, ar: TemplateName });

/** PUT /api/admin/whatsapp (docs/api.md). */
export const UpdateWhatsappSettingsInput = z.strictObject({
  phone_number_id: optionalText(
    z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, 'A phone number id is 5 to 20 digits.'),
  ),
  access_token: Secret,
  app_secret: Secret,
  verify_token: optionalText(
    z
      .string()
      .trim()
      .regex(/^\S{6,200}$/, 'A verify token is 6 to 200 characters without spaces.'),
  ),
  templates: Templates,
  delivery_templates: Templates.optional(),
  // High-band orders are always called first (decisions.md, "Deliver first").
  bands: z
    .array(z.enum(['low', 'medium'], { error: 'Only low and medium orders are confirmed on WhatsApp.' }))
    .max(2)
    .transform((bands) => [...new Set(bands)]),
  reply_hours: z
    .number({ error: 'Hours to wait: a whole number from 1 to 72.' })
    .int('Hours to wait: a whole number from 1 to 72.')
    .min(1, 'Hours to wait: a whole number from 1 to 72.')
    .max(72, 'Hours to wait: a whole number from 1 to 72.'),
});
export type UpdateWhatsappSettingsInput = z.infer<typeof UpdateWhatsappSettingsInput>;

/** GET /api/webhooks/whatsapp: Meta's verification request (docs/whatsapp.md). */
export const WhatsappVerifyQuery = z.object({
  'hub.mode': z.string(),
  'hub.verify_token': z.string(),
  'hub.challenge': z.string().max(1000),
});

/** The parts of Meta's webhook body the store reads; the rest passes (Meta adds fields over time). */
const InboundMessage = z.looseObject({
  from: z.string(),
  id: z.string(),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.looseObject({ body: z.string() }).optional(),
  button: z.looseObject({ payload: z.string(), text: z.string() }).optional(),
  interactive: z
    .looseObject({
      type: z.string(),
      button_reply: z.looseObject({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
  context: z.looseObject({ id: z.string().optional() }).optional(),
});
export type WhatsappInboundMessage = z.infer<typeof InboundMessage>;

const Status = z.looseObject({
  id: z.string(),
  status: z.string(),
  recipient_id: z.string().optional(),
  errors: z.array(z.looseObject({ code: z.number(), title: z.string().optional() })).optional(),
});
export type WhatsappStatus = z.infer<typeof Status>;

export const WhatsappWebhookBody = z.looseObject({
  object: z.string(),
  entry: z.array(
    z.looseObject({
      id: z.string().optional(),
      changes: z.array(
        z.looseObject({
          field: z.string(),
          value: z.looseObject({
            messages: z.array(InboundMessage).optional(),
            statuses: z.array(Status).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsappWebhookBody = z.infer<typeof WhatsappWebhookBody>;
