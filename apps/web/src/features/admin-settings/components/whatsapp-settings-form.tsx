import { LANGS, UpdateWhatsappSettingsInput, type Lang, type WhatsappSettings } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useSaveWhatsappSettings, useWhatsappSettings } from '../api/whatsapp';
import { useSettingsForm } from '../hooks/use-settings-form';

type Templates = WhatsappSettings['templates'];
interface Values {
  phone_number_id: string;
  access_token: string;
  app_secret: string;
  verify_token: string;
  templates: Templates;
  delivery_templates: Templates;
  bands: WhatsappSettings['bands'];
  reply_hours: string;
}

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', fr: 'French', ar: 'Arabic' };

/** Saved secrets are never shown: their fields start empty, and empty keeps them. */
const valuesOf = (s: WhatsappSettings): Values => ({
  phone_number_id: s.phone_number_id ?? '',
  access_token: '',
  app_secret: '',
  verify_token: s.verify_token ?? '',
  templates: s.templates,
  delivery_templates: s.delivery_templates,
  bands: s.bands,
  reply_hours: String(s.reply_hours),
});

/**
 * The SETTINGS tab's "WhatsApp" section (docs/whatsapp.md): the Cloud API's phone number id,
 * access token and app secret (write-only), the webhook's verify token, the approved templates by
 * language, the bands confirmed on WhatsApp and the hours to wait for a tap.
 */
export function WhatsappSettingsSection({ onSaved }: { onSaved: (text: string) => void }) {
  const settings = useWhatsappSettings();
  if (settings.isPending) return <p>Loading WhatsApp settings...</p>;
  if (settings.isError) return <p role="alert">{messageOf(settings.error)}</p>;
  return <WhatsappSettingsForm settings={settings.data} onSaved={onSaved} />;
}

function WhatsappSettingsForm({
  settings,
  onSaved,
}: {
  settings: WhatsappSettings;
  onSaved: (text: string) => void;
}) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const [saved, setSaved] = useState(settings);
  const { errors, formError, submit, clearError, pending } = useSettingsForm(
    UpdateWhatsappSettingsInput,
    useSaveWhatsappSettings(),
    (result, message) => {
      setSaved(result);
      setValues(valuesOf(result));
      onSaved(message);
    },
  );
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { access_token, app_secret, reply_hours, ...rest } = values;
    // An empty secret field keeps the saved secret.
    submit({
      ...rest,
      reply_hours: Number(reply_hours),
      ...(access_token && { access_token }),
      ...(app_secret && { app_secret }),
    });
  };

  const text = (
    name: 'phone_number_id' | 'access_token' | 'app_secret' | 'verify_token',
    label: string,
    secretSaved?: boolean,
  ) => (
    <FormField id={`whatsapp-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type={secretSaved === undefined ? 'text' : 'password'}
          autoComplete="off"
          placeholder={secretSaved ? 'Saved (type a new one to replace it)' : undefined}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </FormField>
  );

  const templates = (name: 'templates' | 'delivery_templates', label: string) =>
    LANGS.map((lang) => (
      <FormField
        key={`${name}-${lang}`}
        id={`whatsapp-${name}-${lang}`}
        label={`${label} (${LANGUAGE_NAMES[lang]})`}
        error={errors[`${name}.${lang}`]}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            value={values[name][lang]}
            onChange={(e) => set(name, { ...values[name], [lang]: e.target.value })}
          />
        )}
      </FormField>
    ));

  const toggleBand = (band: 'low' | 'medium', on: boolean) =>
    set('bands', on ? [...new Set([...values.bands, band])] : values.bands.filter((b) => b !== band));

  return (
    <form className="bo-settings" aria-label="WhatsApp settings" noValidate onSubmit={onSubmit}>
      <h2>WhatsApp confirmation</h2>
      <p>
        Orders of the chosen risk bands get the approved template in their language with Confirm and Cancel
        buttons. High-risk orders are always called first. Webhook URL: /api/webhooks/whatsapp.
      </p>
      {text('phone_number_id', 'Phone number id')}
      {text('access_token', 'Access token', saved.access_token_saved)}
      {text('app_secret', 'App secret (checks the webhook’s signature)', saved.app_secret_saved)}
      {text('verify_token', 'Webhook verify token')}
      {templates('templates', 'Confirmation template')}
      {templates('delivery_templates', 'Delivery-day template')}
      <fieldset>
        <legend>Confirm on WhatsApp the orders of</legend>
        {(['low', 'medium'] as const).map((band) => (
          <label key={band}>
            <input
              type="checkbox"
              checked={values.bands.includes(band)}
              onChange={(e) => toggleBand(band, e.target.checked)}
            />{' '}
            {band === 'low' ? 'Low risk' : 'Medium risk'}
          </label>
        ))}
        {errors.bands && <p role="alert">{errors.bands}</p>}
      </fieldset>
      <FormField
        id="whatsapp-reply_hours"
        label="Hours to wait for a tap before the desk calls"
        error={errors.reply_hours}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            max={72}
            value={values.reply_hours}
            onChange={(e) => set('reply_hours', e.target.value)}
          />
        )}
      </FormField>
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'SAVING…' : 'SAVE WHATSAPP SETTINGS'}
      </button>
    </form>
  );
}
