import {
  AD_SEND_STATUSES,
  AD_SKIP_REASONS,
  UpdateAdSettingsInput,
  formatShopDateTime,
  type AdSendEntry,
  type AdSettings,
} from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useAdSends, useAdSettings, useSaveAdSettings } from '../api/ads';
import { useSettingsForm } from '../hooks/use-settings-form';
import { DataTable } from '../../admin-shell';
import { AdConnectionTest } from './ad-connection-test';

interface Values {
  meta_pixel_id: string;
  meta_access_token: string;
  meta_test_event_code: string;
  tiktok_pixel_code: string;
  tiktok_access_token: string;
  tiktok_test_event_code: string;
  purchase_on: AdSettings['purchase_on'];
}

/** Saved tokens are never shown: their fields start empty, and empty keeps them. */
const valuesOf = (s: AdSettings): Values => ({
  meta_pixel_id: s.meta_pixel_id ?? '',
  meta_access_token: '',
  meta_test_event_code: s.meta_test_event_code ?? '',
  tiktok_pixel_code: s.tiktok_pixel_code ?? '',
  tiktok_access_token: '',
  tiktok_test_event_code: s.tiktok_test_event_code ?? '',
  purchase_on: s.purchase_on,
});

/**
 * The SETTINGS tab's "Ads" section (docs/ads.md): the Meta and TikTok pixels and server access
 * tokens, when an order counts as a purchase, and the server sends' results.
 */
export function AdSettingsSection({ onSaved }: { onSaved: (text: string) => void }) {
  const settings = useAdSettings();
  if (settings.isPending) return <p>Loading ad settings...</p>;
  if (settings.isError) return <p role="alert">{messageOf(settings.error)}</p>;
  return (
    <>
      <AdSettingsForm settings={settings.data} onSaved={onSaved} />
      <AdSendsList />
    </>
  );
}

function AdSettingsForm({ settings, onSaved }: { settings: AdSettings; onSaved: (text: string) => void }) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const [saved, setSaved] = useState(settings);
  const { errors, formError, submit, clearError, pending } = useSettingsForm(
    UpdateAdSettingsInput,
    useSaveAdSettings(),
    (result, message) => {
      setSaved(result);
      setValues(valuesOf(result));
      onSaved(message);
    },
  );

  const set = (name: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { meta_access_token, tiktok_access_token, ...rest } = values;
    // An empty token field keeps the saved token.
    submit({
      ...rest,
      ...(meta_access_token && { meta_access_token }),
      ...(tiktok_access_token && { tiktok_access_token }),
    });
  };

  const text = (name: keyof Values, label: string, tokenSaved?: boolean) => (
    <FormField id={`ads-${name}`} label={label} error={errors[name]}>
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

  return (
    <form className="bo-settings" aria-label="Ad settings" noValidate onSubmit={onSubmit}>
      <h2>Ads</h2>
      <p>
        Orders are reported to the platforms as a Lead when placed and as a Purchase at the status chosen
        below; canceled, duplicate and blocked orders never are.
      </p>
      {text('meta_pixel_id', 'Meta pixel id')}
      {text('meta_access_token', 'Meta Conversions API access token', saved.meta_access_token_saved)}
      {text('meta_test_event_code', 'Meta test event code (optional)')}
      <AdConnectionTest platform="meta" />
      {text('tiktok_pixel_code', 'TikTok pixel code')}
      {text('tiktok_access_token', 'TikTok Events API access token', saved.tiktok_access_token_saved)}
      {text('tiktok_test_event_code', 'TikTok test event code (optional)')}
      <AdConnectionTest platform="tiktok" />
      <FormField id="ads-purchase_on" label="Report a purchase when the order is" error={errors.purchase_on}>
        {(control) => (
          <select
            {...control}
            value={values.purchase_on}
            onChange={(e) => set('purchase_on')(e.target.value)}
          >
            <option value="confirmed">Confirmed (on the phone)</option>
            <option value="delivered">Delivered</option>
          </select>
        )}
      </FormField>
      <ul aria-label="Which status to choose">
        <li>
          Confirmed: the platforms learn of a sale within minutes, but also count orders later refused at the
          door.
        </li>
        <li>
          Delivered: the platforms learn of a sale days later, valued at the cash collected, so ads learn from
          real buyers.
        </li>
      </ul>
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'SAVING…' : 'SAVE AD SETTINGS'}
      </button>
    </form>
  );
}

const outcomeOf = (send: AdSendEntry) =>
  send.status === 'skipped' && send.reason && send.reason in AD_SKIP_REASONS
    ? AD_SKIP_REASONS[send.reason as keyof typeof AD_SKIP_REASONS]
    : (send.reason ?? '');

/** The last 50 server sends and the last 7 days' counts. */
function AdSendsList() {
  const sends = useAdSends();
  if (sends.isPending) return <p>Loading sends...</p>;
  if (sends.isError) return <p role="alert">{messageOf(sends.error)}</p>;
  const { recent, last_7_days: counts } = sends.data;
  return (
    <section className="bo-settings" aria-label="Ad events sent">
      <h3>Server events</h3>
      <p>Last 7 days: {AD_SEND_STATUSES.map((status) => `${counts[status]} ${status}`).join(', ')}.</p>
      {recent.length === 0 ? (
        <p>No event sent yet.</p>
      ) : (
        <DataTable
          className="bo-table bo-table--cards"
          caption="The last 50 server events"
          columns={['When', 'Order', 'Platform', 'Event', 'Result', 'Detail']}
        >
          {recent.map((send) => (
            <tr key={send.id}>
              <td data-label="When">{formatShopDateTime(send.updated_at)}</td>
              <td data-label="Order">#{send.order_id}</td>
              <td data-label="Platform">{send.platform === 'meta' ? 'Meta' : 'TikTok'}</td>
              <td data-label="Event">{send.event === 'lead' ? 'Lead' : 'Purchase'}</td>
              <td data-label="Result">{send.status}</td>
              <td data-label="Detail">
                {outcomeOf(send)}
                {send.attempts > 1 && ` (${send.attempts} attempts)`}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
