import { UpdateDeskSettingsInput, type DeskSettings } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, errorText, messageOf } from '../../../lib/api-client';
import { useDeskSettings, useSaveDeskSettings } from '../api/confirmation';
import { serverFieldErrors, type FormErrors } from '../lib/product-form';

interface Values {
  auto_cancel_hours: string;
  fr: string;
  ar: string;
}

const valuesOf = (settings: DeskSettings): Values => ({
  auto_cancel_hours: String(settings.auto_cancel_hours),
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
  const save = useSaveDeskSettings();
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (name: keyof Values, errorKey: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [errorKey]: _cleared, ...rest }) => rest);
  };

  const showErrors = (found: FormErrors, otherwise: string) => {
    setErrors(found);
    setFormError(Object.keys(found).length > 0 ? 'Please correct the highlighted fields.' : otherwise);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateDeskSettingsInput.safeParse({
      auto_cancel_hours: values.auto_cancel_hours,
      whatsapp_templates: { fr: values.fr, ar: values.ar },
    });
    if (!parsed.success) {
      const found: FormErrors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      showErrors(found, '');
      return;
    }
    setFormError(null);
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setValues(valuesOf(result.data));
        onSaved(result.message);
      },
      onError: (error) => {
        const body = error instanceof ApiError ? error.body : null;
        showErrors(serverFieldErrors(body), error instanceof ApiError ? errorText(body) : messageOf(error));
      },
    });
  };

  const field = (name: keyof Values, errorKey: string, label: string, rtl = false) => (
    <FormField id={`desk-settings-${name}`} label={label} error={errors[errorKey]}>
      {(control) =>
        name === 'auto_cancel_hours' ? (
          <input
            {...control}
            type="number"
            min={1}
            max={720}
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
      <p>
        The WhatsApp messages may use {'{name}'}, {'{shop}'}, {'{order}'} and {'{total}'}.
      </p>
      {field('fr', 'whatsapp_templates.fr', 'WhatsApp message (French)')}
      {field('ar', 'whatsapp_templates.ar', 'WhatsApp message (Arabic)', true)}
      {field('auto_cancel_hours', 'auto_cancel_hours', 'Cancel unanswered orders after (hours)')}
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? 'SAVING…' : 'SAVE SETTINGS'}
      </button>
    </form>
  );
}
