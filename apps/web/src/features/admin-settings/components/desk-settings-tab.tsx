import { TEMPLATE_PLACEHOLDERS, UpdateDeskSettingsInput, type DeskSettings } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useDeskSettings, useSaveDeskSettings } from '../api/desk-settings';
import { useSettingsForm } from '../hooks/use-settings-form';

interface Values {
  auto_cancel_hours: string;
  lead_delay_minutes: string;
  leads_per_session_per_day: string;
  leads_per_address_per_hour: string;
  retry_after_hours: string;
  whatsapp_after_attempts: string;
  fr: string;
  ar: string;
}

/** The number fields and their bounds (the server's UpdateDeskSettingsInput). */
const NUMBER_FIELDS: Partial<Record<keyof Values, { min: number; max: number }>> = {
  auto_cancel_hours: { min: 1, max: 720 },
  retry_after_hours: { min: 1, max: 72 },
  whatsapp_after_attempts: { min: 1, max: 20 },
  lead_delay_minutes: { min: 0, max: 1440 },
  leads_per_session_per_day: { min: 1, max: 1_000_000 },
  leads_per_address_per_hour: { min: 1, max: 1_000_000 },
};

const valuesOf = (settings: DeskSettings): Values => ({
  auto_cancel_hours: String(settings.auto_cancel_hours),
  lead_delay_minutes: String(settings.lead_delay_minutes),
  leads_per_session_per_day: String(settings.leads_per_session_per_day),
  leads_per_address_per_hour: String(settings.leads_per_address_per_hour),
  retry_after_hours: String(settings.retry_after_hours),
  whatsapp_after_attempts: String(settings.whatsapp_after_attempts),
  fr: settings.whatsapp_templates.fr,
  ar: settings.whatsapp_templates.ar,
});

/**
 * The SETTINGS tab: the confirmation desk's WhatsApp messages (French and Arabic), when to call
 * again after no answer, when to propose WhatsApp, the delay after which an unanswered order
 * is canceled, and when leads are called and how many new ones a visitor or an address may leave. Checked with the server's own schema first; the
 * server's field errors show next to their fields too.
 */
export function DeskSettingsTab({ onSaved }: { onSaved: (text: string) => void }) {
  const settings = useDeskSettings();
  if (settings.isPending) return <p>Loading settings...</p>;
  if (settings.isError) return <p role="alert">{messageOf(settings.error)}</p>;
  return <DeskSettingsForm settings={settings.data} onSaved={onSaved} />;
}

function DeskSettingsForm({
  settings,
  onSaved,
}: {
  settings: DeskSettings;
  onSaved: (text: string) => void;
}) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const { errors, formError, submit, clearError, pending } = useSettingsForm(
    UpdateDeskSettingsInput,
    useSaveDeskSettings(),
    (saved, message) => {
      setValues(valuesOf(saved));
      onSaved(message);
    },
  );

  const set = (name: keyof Values, errorKey: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(errorKey);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({
      auto_cancel_hours: values.auto_cancel_hours,
      retry_after_hours: values.retry_after_hours,
      whatsapp_after_attempts: values.whatsapp_after_attempts,
      whatsapp_templates: { fr: values.fr, ar: values.ar },
      lead_delay_minutes: values.lead_delay_minutes,
      leads_per_session_per_day: values.leads_per_session_per_day,
      leads_per_address_per_hour: values.leads_per_address_per_hour,
    });
  };

  const field = (name: keyof Values, errorKey: string, label: string, rtl = false) => (
    <FormField id={`desk-settings-${name}`} label={label} error={errors[errorKey]}>
      {(control) =>
        NUMBER_FIELDS[name] ? (
          <input
            {...control}
            type="number"
            {...NUMBER_FIELDS[name]}
            value={values[name]}
            onChange={(e) => set(name, errorKey)(e.target.value)}
          />
        ) : (
          <textarea
            {...control}
            rows={4}
            dir={rtl ? 'rtl' : undefined}
            value={values[name]}
            onChange={(e) => set(name, errorKey)(e.target.value)}
          />
        )
      }
    </FormField>
  );

  return (
    <form className="bo-settings" aria-label="Confirmation desk settings" noValidate onSubmit={onSubmit}>
      <h2>Confirmation desk</h2>
      <p>The WhatsApp messages may use {TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}.</p>
      {field('fr', 'whatsapp_templates.fr', 'WhatsApp message (French)')}
      {field('ar', 'whatsapp_templates.ar', 'WhatsApp message (Arabic)', true)}
      {field('retry_after_hours', 'retry_after_hours', 'Call again after no answer (hours)')}
      {field(
        'whatsapp_after_attempts',
        'whatsapp_after_attempts',
        'Propose WhatsApp after (unanswered calls)',
      )}
      {field('auto_cancel_hours', 'auto_cancel_hours', 'Cancel unanswered orders after (hours)')}
      {field('lead_delay_minutes', 'lead_delay_minutes', 'Call leads after (minutes)')}
      {field(
        'leads_per_session_per_day',
        'leads_per_session_per_day',
        'New leads per visitor (session) in 24 hours',
      )}
      {field(
        'leads_per_address_per_hour',
        'leads_per_address_per_hour',
        'New leads per IP address in an hour',
      )}
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'SAVING…' : 'SAVE SETTINGS'}
      </button>
    </form>
  );
}
