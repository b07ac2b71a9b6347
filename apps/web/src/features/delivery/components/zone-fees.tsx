import { cityKey, type DeliveryZone, type Lang } from '@vigor/shared';
import { Money } from '../../../components/ui/price';
import { useLang, usePageT } from '../../../lib/i18n';
import type { PageMessages } from '../../../messages/pages/en';

/**
 * A zone as the page's language names it: a zone named after one of its cities by that city's
 * name in the language (the cities' table has French and Arabic names; English pages use the
 * French one), a zone name the shop started with by the catalogue's translation, and any other
 * name as the admin typed it.
 */
export function zoneName(zone: DeliveryZone, lang: Lang, t: PageMessages['delivery']): string {
  const city = zone.cities.find((c) => [c.name_fr, c.name_ar].some((n) => cityKey(n) === cityKey(zone.name)));
  if (city) return lang === 'ar' ? city.name_ar : city.name_fr;
  return t.zoneNames[zone.name] ?? zone.name;
}

/** What delivery costs in each zone, e.g. "Casablanca 20.00 dh, Other cities 35.00 dh". */
export function ZoneFees({ zones }: { zones: readonly DeliveryZone[] }) {
  const lang = useLang();
  const t = usePageT().delivery;
  return (
    <span className="zone-fees">
      {zones.map((zone, index) => (
        <span key={zone.id}>
          {index > 0 && t.separator}
          <bdi>{zoneName(zone, lang, t)}</bdi> <Money amount={zone.fee} />
        </span>
      ))}
    </span>
  );
}
