import { ProfitSettingsInput, type ProfitSettings } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useProfitSettings, useSaveProfitSettings } from '../api/profit-settings';
import { useSettingsForm } from '../hooks/use-settings-form';

interface Values {
  packaging_cost: string;
  /** "USD 10.05" lines. */
  rates: string;
  meta_ad_account_id: string;
  meta_read_token: string;
  tiktok_advertiser_id: string;
  tiktok_read_token: string;
}

const valuesOf = (s: ProfitSettings): Values => ({
  packaging_cost: String(s.packaging_cost),
  rates: Object.entries(s.currency_rates)
    .map(([code, rate]) => `${code} ${rate}`)
    .join('\n'),
  meta_ad_account_id: s.meta_ad_account_id ?? '',
  meta_read_token: '',
  tiktok_advertiser_id: s.tiktok_advertiser_id ?? '',
  tiktok_read_token: '',
});

/** "USD 10.05" (or "USD=10,05") a line into { USD: 10.05 }; a line it cannot read stays as text. */
function ratesOf(text: string): Record<string, unknown> {
  const rates: Record<string, unknown> = {};
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [code = '', rate = ''] = line.split(/[\s=:]+/);
    rates[code.toUpperCase()] = Number(rate.replace(',', '.'));
  }
  return rates;
}

/**
 * SETTINGS' "Profit" section (docs/product.md, "Profit"): packaging per order, the rates of the
 * currencies ad spend arrives in, and the ad platforms' reporting accounts with read tokens
 * (write-only, like the ad tokens). Unit costs are in PRODUCTS, carrier fees in Carriers below.
 */
export function ProfitSettingsSection({ onSaved }: { onSaved: (text: string) => void }) {
  const settings = useProfitSettings();
  if (settings.isPending) return <p>Loading profit settings...</p>;
  if (settings.isError) return <p role="alert">{messageOf(settings.error)}</p>;
  return <ProfitSettingsForm settings={settings.data} onSaved={onSaved} />;
}

function ProfitSettingsForm({
  settings,
  onSaved,
}: {
  settings: ProfitSettings;
  onSaved: (text: string) => void;
}) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const [saved, setSaved] = useState(settings);
  const { errors, formError, submit, clearError, pending } = useSettingsForm(
    ProfitSettingsInput,
    useSaveProfitSettings(),
    (result, message) => {
      setSaved(result);
      setValues(valuesOf(result));
      onSaved(message);
    },
  );
  const set = (name: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name === 'rates' ? 'currency_rates' : name);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { rates, meta_read_token, tiktok_read_token, ...rest } = values;
    // An empty token field keeps the saved token.
    submit({
      ...rest,
      currency_rates: ratesOf(rates),
      ...(meta_read_token && { meta_read_token }),
      ...(tiktok_read_token && { tiktok_read_token }),
    });
  };
  const text = (name: keyof Values, label: string, tokenSaved?: boolean) => (
    <FormField id={`profit-${name}`} label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type={tokenSaved === undefined ? 'text' : 'password'}
          autoComplete="off"
          placeholder={tokenSaved ? 'Saved (type a new one to replace it)' : undefined}
          value={values[name]}
          onChange={(e) => set(name)(e.target.value)}
        />
      )}
    </FormField>
  );
  const rateError = Object.entries(errors).find(([key]) => key.startsWith('currency_rates'))?.[1];
  return (
    <form className="bo-settings" aria-label="Profit settings" noValidate onSubmit={onSubmit}>
      <h2>Profit</h2>
      <p>
        PROFIT counts each delivered order's cash less its unit costs (PRODUCTS), the carrier's fees
        (Carriers), packaging and the agent's commission, and each refused or returned parcel's fees and
        packaging, then takes off the ad spend.
      </p>
      <FormField id="profit-packaging_cost" label="Packaging per order (dh)" error={errors.packaging_cost}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.packaging_cost}
            onChange={(e) => set('packaging_cost')(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="profit-rates"
        label="Currency rates, dh per unit (one a line: USD 10.05)"
        error={rateError}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={values.rates}
            onChange={(e) => set('rates')(e.target.value)}
          />
        )}
      </FormField>
      {text('meta_ad_account_id', 'Meta ad account id (act_…)')}
      {text('meta_read_token', 'Meta read token (ads_read)', saved.meta_read_token_saved)}
      {text('tiktok_advertiser_id', 'TikTok advertiser id')}
      {text('tiktok_read_token', 'TikTok read token (Reporting)', saved.tiktok_read_token_saved)}
      <p>
        Spend is read from the platforms every night for the last 7 days; REPORTS imports a range on demand.
      </p>
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'SAVING…' : 'SAVE PROFIT SETTINGS'}
      </button>
    </form>
  );
}
