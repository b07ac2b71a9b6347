import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-client';
import { carrierSettingsQuery } from '../api/carriers';
import { carriersQuery, useSaveCarrier } from '../api/shipping';
import { CarrierFeesForm } from './carrier-fees-form';
import { CarrierIntegrationForm } from './carrier-integration-form';

/** The carriers the shop hands parcels to: added here, switched off rather than deleted. */
export function CarriersPanel() {
  const carriers = useQuery(carriersQuery());
  const integrations = useQuery(carrierSettingsQuery());
  const save = useSaveCarrier();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate({ name }, { onSuccess: () => setName(''), onError: (e) => setError(messageOf(e)) });
  };
  return (
    <section className="bo-panel" aria-labelledby="bo-carriers-title">
      <h2 id="bo-carriers-title">Carriers</h2>
      <ul>
        {carriers.data?.map((c) => (
          <li key={c.id}>
            <label>
              <input
                type="checkbox"
                checked={c.active}
                onChange={() => save.mutate({ id: c.id, active: !c.active })}
              />{' '}
              {c.name}
            </label>
            <CarrierFeesForm carrier={c} />
            {integrations.data
              ?.filter((settings) => settings.id === c.id)
              .map((settings) => (
                <CarrierIntegrationForm key={settings.id} settings={settings} />
              ))}
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="bo-inline-form">
        <label>
          New carrier <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={60} />
        </label>
        <button type="submit" className="button" disabled={save.isPending}>
          ADD
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
