import { useQuery } from '@tanstack/react-query';
import { carriersQuery } from '../api/shipping';

/**
 * A carrier picked from the ones listed in SETTINGS. `activeOnly` for new batches (a switched-off
 * carrier takes no parcels); payouts may still come from a carrier switched off since.
 */
export function CarrierSelect({
  label,
  value,
  onChange,
  activeOnly = false,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (carrierId: string) => void;
  activeOnly?: boolean;
  required?: boolean;
}) {
  const carriers = useQuery(carriersQuery());
  const listed = (carriers.data ?? []).filter((c) => c.active || !activeOnly);
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)} required={required}>
        <option value="">Choose…</option>
        {listed.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
            {c.active ? '' : ' (switched off)'}
          </option>
        ))}
      </select>
    </label>
  );
}
