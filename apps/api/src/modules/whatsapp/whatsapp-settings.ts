/** The WhatsApp Cloud API's settings: one row of `whatsapp_settings` (docs/whatsapp.md). */
import type { Lang, UpdateWhatsappSettingsInput, WhatsappSettings } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';
import type { Tx } from '../../lib/stock.ts';

type Templates = WhatsappSettings['templates'];
const NO_TEMPLATES: Templates = { en: '', fr: '', ar: '' };

/** Everything the server needs to send and check webhooks, secrets included: never sent to a browser. */
export interface WhatsappConfig {
  phoneNumberId: string | null;
  accessToken: string | null;
  appSecret: string | null;
  verifyToken: string | null;
  templates: Templates;
  deliveryTemplates: Templates;
  bands: WhatsappSettings['bands'];
  replyHours: number;
}

const templatesOf = (value: unknown): Templates => ({ ...NO_TEMPLATES, ...(value as Partial<Templates>) });

/** Read in `db`: the outbox's delivery transaction, or the shared client. */
export async function whatsappConfig(db: Tx = prisma): Promise<WhatsappConfig> {
  const row = await db.whatsappSettings.findUniqueOrThrow({ where: { id: 1 } });
  return {
    phoneNumberId: row.phone_number_id,
    accessToken: row.access_token,
    appSecret: row.app_secret,
    verifyToken: row.verify_token,
    templates: templatesOf(row.templates),
    deliveryTemplates: templatesOf(row.delivery_templates),
    bands: row.bands as WhatsappSettings['bands'],
    replyHours: row.reply_hours,
  };
}

/** The template to send an order in its language, or null when the shop cannot send it. */
export function templateFor(config: WhatsappConfig, purpose: 'confirm' | 'delivery', language: string) {
  if (!config.phoneNumberId || !config.accessToken) return null;
  const names = purpose === 'confirm' ? config.templates : config.deliveryTemplates;
  return names[language as Lang] || null;
}

export async function getWhatsappSettings(): Promise<WhatsappSettings> {
  const config = await whatsappConfig();
  return {
    phone_number_id: config.phoneNumberId,
    access_token_saved: config.accessToken !== null,
    app_secret_saved: config.appSecret !== null,
    verify_token: config.verifyToken,
    templates: config.templates,
    delivery_templates: config.deliveryTemplates,
    bands: config.bands,
    reply_hours: config.replyHours,
  };
}

/** A secret left out keeps the saved one; empty text removes it. */
const secretChange = (secret: string | undefined) => (secret === undefined ? undefined : secret || null);

export async function updateWhatsappSettings(input: UpdateWhatsappSettingsInput): Promise<WhatsappSettings> {
  await prisma.whatsappSettings.update({
    where: { id: 1 },
    data: {
      phone_number_id: input.phone_number_id,
      access_token: secretChange(input.access_token),
      app_secret: secretChange(input.app_secret),
      verify_token: input.verify_token,
      templates: input.templates,
      ...(input.delivery_templates && { delivery_templates: input.delivery_templates }),
      bands: input.bands,
      reply_hours: input.reply_hours,
    },
  });
  return getWhatsappSettings();
}
