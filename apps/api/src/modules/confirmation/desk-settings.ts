/** The desk's settings, columns of the shop's one settings row (shop_settings). */
import type { DeskSettings, UpdateDeskSettingsInput } from '@vigor/shared';
import { DEFAULT_WHATSAPP_TEMPLATES } from '@vigor/shared';
import { invalidateOrderGuard } from '../../lib/order-guard-cache.ts';
import { prisma } from '../../lib/prisma.ts';

const deskSelect = {
  auto_cancel_hours: true,
  retry_after_hours: true,
  whatsapp_after_attempts: true,
  whatsapp_template_fr: true,
  whatsapp_template_ar: true,
  lead_delay_minutes: true,
  leads_per_session_per_day: true,
  leads_per_address_per_hour: true,
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
    leads_per_session_per_day: row.leads_per_session_per_day,
    leads_per_address_per_hour: row.leads_per_address_per_hour,
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
      leads_per_session_per_day: input.leads_per_session_per_day,
      leads_per_address_per_hour: input.leads_per_address_per_hour,
    },
  });
  // The lead limits are kept with the order guard (lib/order-guard-cache.ts).
  invalidateOrderGuard();
  return getDeskSettings();
}
