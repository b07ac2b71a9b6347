import type { DeliverySettings } from '@vigor/shared';

/**
 * The shop's delivery cities as the suggestions of a city input (`list={id}`): the browser
 * filters them as the shopper types, by the French name (the value) or the Arabic one (the label).
 */
export function CityOptions({ id, delivery }: { id: string; delivery: DeliverySettings | undefined }) {
  const cities = (delivery?.zones ?? [])
    .flatMap((zone) => zone.cities)
    .sort((a, b) => a.name_fr.localeCompare(b.name_fr, 'fr'));
  return (
    <datalist id={id}>
      {cities.map((city) => (
        <option key={city.id} value={city.name_fr} label={city.name_ar} />
      ))}
    </datalist>
  );
}
