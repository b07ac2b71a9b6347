import { UpdateDeliverySettingsInput, type DeliverySettings } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { FormField, type ControlProps } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useDeliverySettings } from '../../delivery';
import { useSaveDeliverySettings } from '../api/delivery';
import { useSettingsForm } from '../hooks/use-settings-form';

interface CityRow {
  key: number;
  name_fr: string;
  name_ar: string;
}
interface ZoneRow {
  key: number;
  name: string;
  fee: string;
  cities: CityRow[];
}
interface Values {
  free_from: string;
  zones: ZoneRow[];
}

let nextKey = 1;
const cityRow = (name_fr = '', name_ar = ''): CityRow => ({ key: nextKey++, name_fr, name_ar });
const zoneRow = (name = '', fee = '', cities = [cityRow()]): ZoneRow => ({
  key: nextKey++,
  name,
  fee,
  cities,
});

const valuesOf = (settings: DeliverySettings): Values => ({
  free_from: String(settings.free_from),
  zones: settings.zones.map((zone) =>
    zoneRow(
      zone.name,
      String(zone.fee),
      zone.cities.map((c) => cityRow(c.name_fr, c.name_ar)),
    ),
  ),
});

/** An empty amount is "missing", not 0 dh (the schema coerces '' to 0). */
const amount = (text: string) => (text.trim() === '' ? undefined : text);

/** An amount in dh, typed as text so an emptied field stays empty. */
function AmountInput({
  control,
  value,
  onChange,
}: {
  control: ControlProps;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      {...control}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * The delivery part of the SETTINGS tab: each zone's fee and cities (French and Arabic names)
 * and the free-delivery threshold. The whole list replaces the saved one; checked with the
 * server's own schema first, and the server's field errors show next to their fields too.
 */
export function DeliverySettingsSection({ onSaved }: { onSaved: (text: string) => void }) {
  const settings = useDeliverySettings();
  if (settings.isPending) return <p>Loading delivery settings...</p>;
  if (settings.isError) return <p role="alert">{messageOf(settings.error)}</p>;
  return <DeliverySettingsForm settings={settings.data} onSaved={onSaved} />;
}

function DeliverySettingsForm({
  settings,
  onSaved,
}: {
  settings: DeliverySettings;
  onSaved: (text: string) => void;
}) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const { errors, formError, submit, clearError, clearErrors, pending } = useSettingsForm(
    UpdateDeliverySettingsInput,
    useSaveDeliverySettings(),
    (saved, message) => {
      setValues(valuesOf(saved));
      onSaved(message);
    },
  );

  // Adding or removing rows moves the indexes errors are keyed by: start again from no errors.
  const reshape = (change: (zones: ZoneRow[]) => ZoneRow[]) => {
    setValues((v) => ({ ...v, zones: change(v.zones) }));
    clearErrors();
  };
  const setZone = (zi: number, patch: Partial<ZoneRow>, errorKey: string) => {
    setValues((v) => ({ ...v, zones: v.zones.map((z, i) => (i === zi ? { ...z, ...patch } : z)) }));
    clearError(errorKey);
  };
  const setCity = (zi: number, ci: number, patch: Partial<CityRow>, errorKey: string) => {
    setValues((v) => ({
      ...v,
      zones: v.zones.map((z, i) =>
        i === zi ? { ...z, cities: z.cities.map((c, j) => (j === ci ? { ...c, ...patch } : c)) } : z,
      ),
    }));
    clearError(errorKey);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({
      free_from: amount(values.free_from),
      zones: values.zones.map((z) => ({
        name: z.name,
        fee: amount(z.fee),
        cities: z.cities.map((c) => ({ name_fr: c.name_fr, name_ar: c.name_ar })),
      })),
    });
  };

  /** A city's French or Arabic name. */
  const cityName = (zi: number, ci: number, city: CityRow, zoneLabel: string, lang: 'fr' | 'ar') => {
    const key = lang === 'fr' ? 'name_fr' : 'name_ar';
    const language = lang === 'fr' ? 'French' : 'Arabic';
    const errorKey = `zones.${zi}.cities.${ci}.${key}`;
    return (
      <FormField
        id={`delivery-zone-${zi}-city-${ci}-${lang}`}
        label={`${language} name`}
        error={errors[errorKey]}
      >
        {(control) => (
          <input
            {...control}
            aria-label={`${language} name of city ${ci + 1} of ${zoneLabel}`}
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : undefined}
            value={city[key]}
            onChange={(e) => setCity(zi, ci, { [key]: e.target.value }, errorKey)}
          />
        )}
      </FormField>
    );
  };

  return (
    <form className="bo-settings bo-delivery" aria-label="Delivery settings" noValidate onSubmit={onSubmit}>
      <h2>Delivery</h2>
      <p>
        Each city belongs to one zone; the checkout offers these cities and charges the zone&apos;s fee,
        nothing when the ordered subtotal reaches the free-delivery threshold.
      </p>
      <FormField id="delivery-free-from" label="Free delivery from (dh)" error={errors.free_from}>
        {(control) => (
          <AmountInput
            control={control}
            value={values.free_from}
            onChange={(value) => {
              setValues((v) => ({ ...v, free_from: value }));
              clearError('free_from');
            }}
          />
        )}
      </FormField>
      {values.zones.map((zone, zi) => {
        const at = `zones.${zi}`;
        const zoneLabel = zone.name.trim() || `zone ${zi + 1}`;
        return (
          <fieldset key={zone.key} className="bo-delivery__zone">
            <legend>Zone {zi + 1}</legend>
            <div className="bo-delivery__zone-head">
              <FormField id={`delivery-zone-${zi}-name`} label="Zone name" error={errors[`${at}.name`]}>
                {(control) => (
                  <input
                    {...control}
                    value={zone.name}
                    onChange={(e) => setZone(zi, { name: e.target.value }, `${at}.name`)}
                  />
                )}
              </FormField>
              <FormField
                id={`delivery-zone-${zi}-fee`}
                label={`Fee for ${zoneLabel} (dh)`}
                error={errors[`${at}.fee`]}
              >
                {(control) => (
                  <AmountInput
                    control={control}
                    value={zone.fee}
                    onChange={(fee) => setZone(zi, { fee }, `${at}.fee`)}
                  />
                )}
              </FormField>
            </div>
            <ul className="bo-delivery__cities" aria-label={`Cities of ${zoneLabel}`}>
              {zone.cities.map((city, ci) => {
                const cityLabel = city.name_fr.trim() || `city ${ci + 1}`;
                return (
                  <li key={city.key} className="bo-delivery__city">
                    {cityName(zi, ci, city, zoneLabel, 'fr')}
                    {cityName(zi, ci, city, zoneLabel, 'ar')}
                    <button
                      type="button"
                      className="button button--outline"
                      aria-label={`Remove ${cityLabel} from ${zoneLabel}`}
                      onClick={() =>
                        reshape((zones) =>
                          zones.map((z, i) =>
                            i === zi ? { ...z, cities: z.cities.filter((_, j) => j !== ci) } : z,
                          ),
                        )
                      }
                    >
                      REMOVE
                    </button>
                  </li>
                );
              })}
            </ul>
            {errors[`${at}.cities`] && (
              <p className="field-error" role="alert">
                {errors[`${at}.cities`]}
              </p>
            )}
            <div className="bo-delivery__actions">
              <button
                type="button"
                className="button button--outline"
                aria-label={`Add a city to ${zoneLabel}`}
                onClick={() =>
                  reshape((zones) =>
                    zones.map((z, i) => (i === zi ? { ...z, cities: [...z.cities, cityRow()] } : z)),
                  )
                }
              >
                ADD A CITY
              </button>
              <button
                type="button"
                className="button button--outline"
                aria-label={`Remove zone ${zoneLabel}`}
                onClick={() => reshape((zones) => zones.filter((_, i) => i !== zi))}
              >
                REMOVE ZONE
              </button>
            </div>
          </fieldset>
        );
      })}
      {errors.zones && (
        <p className="field-error" role="alert">
          {errors.zones}
        </p>
      )}
      <button
        type="button"
        className="button button--outline"
        onClick={() => reshape((zones) => [...zones, zoneRow()])}
      >
        ADD A ZONE
      </button>
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'SAVING…' : 'SAVE DELIVERY'}
      </button>
    </form>
  );
}
