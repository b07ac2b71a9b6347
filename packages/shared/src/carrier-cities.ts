/**
 * Matching the shop's delivery cities (French and Arabic names) to the cities a carrier knows
 * (docs/carriers.md, "City matching"). A carrier refuses a parcel whose city it cannot read, and a
 * city typed in Arabic or with another spelling is where integrations fail: names are compared
 * once reduced to a key (accents, case, punctuation, Arabic letter variants and the article
 * ignored), each city also under its known other spellings.
 */

/** A city as a carrier lists it: its id at the carrier and its names. */
export interface CarrierCityName {
  code: string;
  name: string;
  name_ar: string | null;
  /** The city a district belongs to (Sendit lists districts of cities). */
  parent: string | null;
}

/** A delivery city of the shop. */
export interface ShopCityName {
  name_fr: string;
  name_ar: string;
}

/**
 * Other spellings of Moroccan cities, keyed by the French name the shop's default zones use:
 * English and older French spellings, transliterations of the Arabic, and short forms carriers
 * and customers write. Compared as keys, so accents and case do not matter here.
 */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Casablanca: ['Casa', 'Dar El Beida', 'Dar Beida', 'Anfa'],
  Rabat: ['Ribat'],
  Salé: ['Sla', 'Sale Medina'],
  Témara: ['Tmara'],
  Mohammedia: ['Mohamedia', 'Fedala', 'Mohammadia'],
  Berrechid: ['Berchid', 'Birrechid'],
  'El Jadida': ['Jadida', 'Eljadida', 'Mazagan'],
  Kénitra: ['Kenitra', 'Qnitra', 'Knitra'],
  Khémisset: ['Khmisset', 'Khemissat'],
  Marrakech: ['Marrakesh', 'Marrakch', 'Marakech'],
  Safi: ['Asfi'],
  Essaouira: ['Mogador', 'Souira'],
  Fès: ['Fez', 'Fas'],
  Meknès: ['Meknes', 'Miknas', 'Mekness'],
  Ifrane: ['Ifran'],
  Tanger: ['Tangier', 'Tangiers', 'Tanja', 'Tangier Assilah'],
  Tétouan: ['Tetouan', 'Tetuan', 'Titwan', 'Tetwan'],
  Larache: ['El Araich', 'Laarache', 'Laraiche'],
  'Ksar El Kébir': ['Ksar Kbir', 'Ksar Lakbir', 'El Ksar El Kebir', 'Alcazarquivir'],
  Chefchaouen: ['Chaouen', 'Chefchaouene', 'Chaouene', 'Chefchaouan'],
  'Al Hoceïma': ['Hoceima', 'El Hoceima', 'Alhoceima', 'Al Hoceima'],
  Nador: ['Nadour'],
  Oujda: ['Wajda'],
  Berkane: ['Berkan'],
  'Béni Mellal': ['Beni Mellal', 'Bni Mellal', 'Benimellal'],
  Khouribga: ['Khribga'],
  Errachidia: ['Er Rachidia', 'Rachidia', 'Ar Rachidia', 'Ksar Es Souk'],
  Ouarzazate: ['Warzazat', 'Ouarzazat'],
  Agadir: ['Agadir Ida Outanane'],
  Inezgane: ['Inzegane', 'Inezgan'],
  Taroudant: ['Taroudannt', 'Taroudante'],
  Guelmim: ['Goulimine', 'Guelmime', 'Kelmim'],
  Laâyoune: ['Laayoune', 'El Aaiun', 'Layoune', 'Laayoun'],
  Dakhla: ['Ad Dakhla', 'Villa Cisneros'],
};

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g; // harakat, dagger alef, tatweel

/**
 * The key a city name is compared by: Latin letters without accents in lower case, Arabic
 * letters with their variants folded (أ إ آ ٱ -> ا, ة -> ه, ى -> ي, ؤ -> و, ئ -> ي, گ/ڭ -> ك), the
 * article at the start of an Arabic word and every space, dash or apostrophe dropped:
 * "Ksar El-Kébir", "KSAR EL KEBIR" and "ksar elkebir" share one key, as do "الحسيمة" and "الحسيمه".
 */
export function carrierCityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[گڭ]/g, 'ك')
    .split(/[^a-z0-9\u0621-\u064a]+/)
    .map((word) => (/^ال[\u0621-\u064a]{2,}/.test(word) ? word.slice(2) : word))
    .join('');
}

/** Every key a shop city answers to: its French and Arabic names and its known other spellings. */
export function shopCityKeys(city: ShopCityName): Set<string> {
  const aliases =
    Object.entries(CITY_ALIASES).find(([fr]) => carrierCityKey(fr) === carrierCityKey(city.name_fr))?.[1] ??
    [];
  return new Set([city.name_fr, city.name_ar, ...aliases].map(carrierCityKey).filter(Boolean));
}

export type CarrierCityMatch =
  | { city: ShopCityName; carrier_city: CarrierCityName; by: 'name' | 'city' }
  | { city: ShopCityName; carrier_city: null; by: null };

/**
 * The carrier city for each shop city: one whose own name (French or Arabic) has a key of the
 * shop city, else the first listed district of a city of that key (a carrier listing districts
 * names the town itself among them in most cases, the name match above). Unmatched cities come
 * back with `carrier_city: null`, for the admin to map by hand.
 */
export function matchCities(
  shopCities: readonly ShopCityName[],
  carrierCities: readonly CarrierCityName[],
): CarrierCityMatch[] {
  const byName = new Map<string, CarrierCityName>();
  const byParent = new Map<string, CarrierCityName>();
  for (const c of carrierCities) {
    for (const name of [c.name, c.name_ar]) {
      const key = name ? carrierCityKey(name) : '';
      if (key && !byName.has(key)) byName.set(key, c);
    }
    const parent = c.parent ? carrierCityKey(c.parent) : '';
    if (parent && !byParent.has(parent)) byParent.set(parent, c);
  }
  return shopCities.map((city) => {
    const keys = [...shopCityKeys(city)];
    const named = keys.map((k) => byName.get(k)).find(Boolean);
    if (named) return { city, carrier_city: named, by: 'name' };
    const district = keys.map((k) => byParent.get(k)).find(Boolean);
    if (district) return { city, carrier_city: district, by: 'city' };
    return { city, carrier_city: null, by: null };
  });
}
