import { findDeliveryCity } from '@vigor/shared';
import { useLang } from '../../../lib/i18n';
import { useDeliverySettings } from '../api/get-delivery';

/**
 * A delivery city as the page's language names it (the French name on English and French pages,
 * the Arabic one on Arabic pages), whichever name it was typed in; a city the shop does not
 * know is shown as typed.
 */
export function useCityName(): (city: string) => string {
  const lang = useLang();
  const { data: delivery } = useDeliverySettings();
  return (city) => {
    const match = delivery ? findDeliveryCity(delivery, city) : null;
    if (!match) return city;
    return lang === 'ar' ? match.city.name_ar : match.city.name_fr;
  };
}
