import { TEMPLATE_PLACEHOLDERS, UpdateDeskSettingsInput, type DeskSettings } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useDeskSettings, useSaveDeskSettings } from '../api/confirmation';
import { useSettingsForm } from '../hooks/use-settings-form';

interface Values {
  auto_cancel_hours: string;
  lead_delay_minutes: string;
  fr: string;
  ar: string;
}

const valuesOf = (settings: DeskSettings): Values => ({
  auto_cancel_hours: String(settings.auto_cancel_hours),
  lead_delay_minutes: String(settings.lead_delay_minutes),
  fr: settings.whatsapp_templates.fr,
  ar: settings.whatsapp_templates.ar,
});

/**
 * The SETTINGS tab: the confirmation desk's WhatsApp messages (French and Arabic) and the delay
 * after which an unanswered order is canceled. Checked with the server's own schema first; the
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
      whatsapp_templates: { fr: values.fr, ar: values.ar },
      lead_delay_minutes: values.lead_delay_minutes,
    });
  };

  const field = (name: keyof Values, errorKey: string, label: string, rtl = false) => (
    <FormField id={`desk-settings-${name}`} label={label} error={errors[errorKey]}>
      {(control) =>
        name === 'auto_cancel_hours' || name === 'lead_delay_minutes' ? (
          <input
            {...control}
            type="number"
            min={name === 'auto_cancel_hours' ? 1 : 0}
            max={name === 'auto_cancel_hours' ? 720 : 1440}
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
      {field('auto_cancel_hours', 'auto_cancel_hours', 'Cancel unanswered orders after (hours)')}
      {field('lead_delay_minutes', 'lead_delay_minutes', 'Call leads after (minutes)')}
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'SAVING…' : 'SAVE SETTINGS'}
      </button>
    </form>
  );
}
