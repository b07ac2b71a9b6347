import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CarrierSettings } from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { carrierSettingsQuery, cityMappingQuery, useFetchCities, useMapCity } from '../api/carriers';

/** The shop's delivery cities as each integrated carrier knows them: fetched, matched, mapped by hand. */
export function CarrierCitiesPanel() {
  const carriers = useQuery(carrierSettingsQuery());
  const integrated = (carriers.data ?? []).filter((c) => c.integration !== 'manual' && c.active);
  if (!integrated.length) return null;
  return (
    <section className="bo-panel" aria-labelledby="bo-carrier-cities-title">
      <h2 id="bo-carrier-cities-title">Carrier cities</h2>
      {integrated.map((carrier) => (
        <CarrierCities key={carrier.id} carrier={carrier} />
      ))}
    </section>
  );
}

function CarrierCities({ carrier }: { carrier: CarrierSettings }) {
  const report = useQuery(cityMappingQuery(carrier.id));
  const fetchCities = useFetchCities(carrier.id);
  const mapCity = useMapCity(carrier.id);
  const [error, setError] = useState<string | null>(null);
  // Rows of the carrier's list that could not be read at the last fetch, with the reason.
  const setAside = fetchCities.data?.data.set_aside ?? [];
  const data = report.data;
  const toMap = data?.rows.filter((r) => !r.carrier_city || r.by === 'hand') ?? [];
  return (
    <section aria-label={`Cities at ${carrier.name}`}>
      <h3>{carrier.name}</h3>
      <div className="bo-inline-form">
        <button
          type="button"
          className="button"
          disabled={fetchCities.isPending}
          onClick={() => {
            setError(null);
            fetchCities.mutate(undefined, { onError: (e) => setError(messageOf(e)) });
          }}
        >
          FETCH {carrier.name.toUpperCase()} CITIES
        </button>
        {setAside.length > 0 && (
          <span role="note" className="bo-warning">
            Set aside from {carrier.name}&apos;s list:{' '}
            {setAside.map((r) => `${r.row} (${r.reason})`).join(', ')}
          </span>
        )}
        {data && (
          <span>
            {data.fetched_at
              ? `${data.matched} of ${data.rows.length} delivery cities matched`
              : 'No city list fetched yet.'}
          </span>
        )}
      </div>
      {error && <p role="alert">{error}</p>}
      {data?.fetched_at && toMap.length > 0 && (
        <ul aria-label={`Cities to map at ${carrier.name}`}>
          {toMap.map((row) => (
            <li key={row.city}>
              <label>
                {row.city} ({row.city_ar}){' '}
                <select
                  value={row.by === 'hand' ? row.carrier_city!.code : ''}
                  onChange={(e) =>
                    mapCity.mutate(
                      { city: row.city, carrier_city_code: e.target.value || null },
                      { onError: (err) => setError(messageOf(err)) },
                    )
                  }
                >
                  <option value="">
                    {row.carrier_city ? 'Automatic match' : 'Not matched: pick a city'}
                  </option>
                  {data.carrier_cities.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
