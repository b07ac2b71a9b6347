import { useState, type FormEvent } from 'react';
import {
  CARRIER_CREDENTIAL_FIELDS,
  CARRIER_INTEGRATIONS,
  CARRIER_INTEGRATION_LABELS,
  type CarrierIntegration,
  type CarrierSettings,
} from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { useSaveIntegration, useTestConnection } from '../api/carriers';
import { SenditPickupFields } from './sendit-settings';

/**
 * How one carrier is reached: by hand, or through its API with its credentials. Saved
 * credentials are shown masked and never sent back; fields left empty keep them.
 */
export function CarrierIntegrationForm({ settings }: { settings: CarrierSettings }) {
  const save = useSaveIntegration(settings.id);
  const [integration, setIntegration] = useState<CarrierIntegration>(settings.integration);
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [pickup, setPickup] = useState(settings.pickup_district_id ?? '');
  const [contact, setContact] = useState(settings.pickup_contact ?? { name: '', phone: '', address: '' });
  const [openBeforePaying, setOpenBeforePaying] = useState(settings.open_before_paying);
  const test = useTestConnection(settings.id);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const fields = integration === 'manual' ? [] : CARRIER_CREDENTIAL_FIELDS[integration];
  const saved = integration === settings.integration ? settings.credentials : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const typed = Object.fromEntries(Object.entries(secrets).filter(([, v]) => v.trim()));
    save.mutate(
      {
        integration,
        credentials: Object.keys(typed).length ? typed : undefined,
        pickup_district_id: integration === 'sendit' ? pickup : undefined,
        ...(integration === 'sendit' &&
          Object.values(contact).every((v) => v.trim()) && { pickup_contact: contact }),
        open_before_paying: openBeforePaying,
      },
      {
        onSuccess: () => {
          setSecrets({});
          setMessage({ ok: true, text: `${settings.name}: saved.` });
        },
        onError: (e) => setMessage({ ok: false, text: messageOf(e) }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="bo-inline-form" aria-label={`API of ${settings.name}`}>
      <label>
        How {settings.name} is reached{' '}
        <select value={integration} onChange={(e) => setIntegration(e.target.value as CarrierIntegration)}>
          {CARRIER_INTEGRATIONS.map((kind) => (
            <option key={kind} value={kind}>
              {CARRIER_INTEGRATION_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      {fields.map(({ key, label }) => (
        <label key={key}>
          {label}{' '}
          <input
            type="password"
            autoComplete="off"
            value={secrets[key] ?? ''}
            placeholder={saved?.[key] ?? ''}
            aria-description={saved?.[key] ? 'Saved; leave empty to keep it.' : undefined}
            onChange={(e) => setSecrets({ ...secrets, [key]: e.target.value })}
          />
        </label>
      ))}
      {integration === 'sendit' && (
        <SenditPickupFields
          settings={settings}
          pickup={pickup}
          onPickup={setPickup}
          contact={contact}
          onContact={setContact}
        />
      )}
      {integration !== 'manual' && (
        <label>
          <input
            type="checkbox"
            checked={openBeforePaying}
            onChange={(e) => setOpenBeforePaying(e.target.checked)}
          />{' '}
          Customers may open the parcel before paying
        </label>
      )}
      <button type="submit" className="button" disabled={save.isPending}>
        SAVE
      </button>
      {settings.integration !== 'manual' && (
        <button
          type="button"
          className="button"
          disabled={test.isPending}
          onClick={() => {
            setMessage(null);
            test.mutate(undefined, {
              onSuccess: (result) => setMessage({ ok: result.ok, text: result.message }),
              onError: (e) => setMessage({ ok: false, text: messageOf(e) }),
            });
          }}
        >
          TEST CONNECTION
        </button>
      )}
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </form>
  );
}
