/** The desk's settings, columns of the shop's one settings row (shop_settings). */
import type { DeskSettings, UpdateDeskSettingsInput } from '@vigor/shared';
import { DEFAULT_WHATSAPP_TEMPLATES } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';

const deskSelect = {
  auto_cancel_hours: true,
  retry_after_hours: true,
  whatsapp_after_attempts: true,
  whatsapp_template_fr: true,
  whatsapp_template_ar: true,
  lead_delay_minutes: true,
} as const;

export async function getDeskSettings(): Promise<DeskSettings> {
  const row = await prisma.shopSettings.findUniqueOrThrow({ where: { id: 1 }, select: deskSelect });
  return {
    auto_cancel_hours: row.auto_cancel_hours,
    retry_after_hours: row.retry_after_hours,
    whatsapp_after_attempts: row.whatsapp_after_attempts,
    whatsapp_templates: {
      fr: row.whatsapp_template_fr ?? DEFAULT_WHATSAPP_TEMPLATES.fr,
      ar: row.whatsapp_template_ar ?? DEFAULT_WHATSAPP_TEMPLATES.ar,
    },
    lead_delay_minutes: row.lead_delay_minutes,
  };
}

export async function updateDeskSettings(input: UpdateDeskSettingsInput): Promise<DeskSettings> {
  await prisma.shopSettings.update({
    where: { id: 1 },
    data: {
      auto_cancel_hours: input.auto_cancel_hours,
      retry_after_hours: input.retry_after_hours,
      whatsapp_after_attempts: input.whatsapp_after_attempts,
      whatsapp_template_fr: input.whatsapp_templates.fr,
      whatsapp_template_ar: input.whatsapp_templates.ar,
      lead_delay_minutes: input.lead_delay_minutes,
    },
  });
  return getDeskSettings();
}
