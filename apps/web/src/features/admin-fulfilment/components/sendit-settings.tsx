import { useQuery } from '@tanstack/react-query';
import type { CarrierSettings } from '@vigor/shared';
import { pickupCitiesQuery } from '../api/sendit';

type Contact = { name: string; phone: string; address: string };

/**
 * Where Sendit collects the parcels: one of its pickup cities (once the keys are saved; a number
 * before), and who hands them over and receives the returns.
 */
export function SenditPickupFields({
  settings,
  pickup,
  onPickup,
  contact,
  onContact,
}: {
  settings: CarrierSettings;
  pickup: string;
  onPickup: (id: string) => void;
  contact: Contact;
  onContact: (contact: Contact) => void;
}) {
  const cities = useQuery(pickupCitiesQuery(settings.id, settings.integration === 'sendit'));
  return (
    <>
      {cities.data ? (
        <label>
          Pickup city{' '}
          <select value={pickup} onChange={(e) => onPickup(e.target.value)}>
            <option value="">Choose…</option>
            {cities.data.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label>
          Pickup district{' '}
          <input
            inputMode="numeric"
            value={pickup}
            maxLength={20}
            onChange={(e) => onPickup(e.target.value)}
          />
        </label>
      )}
      {(
        [
          ['name', 'Pickup contact'],
          ['phone', 'Pickup phone'],
          ['address', 'Pickup address'],
        ] as const
      ).map(([key, label]) => (
        <label key={key}>
          {label}{' '}
          <input
            value={contact[key]}
            maxLength={key === 'address' ? 250 : 100}
            onChange={(e) => onContact({ ...contact, [key]: e.target.value })}
          />
        </label>
      ))}
    </>
  );
}
