/**
 * The district of a city an address names (docs/carriers.md, "Sendit districts"): a carrier that
 * lists a big city as several districts (Sendit: Casablanca, Rabat, Marrakech...) needs one of
 * them, and only the address can say which. Never a guess: no district named, or two, is null.
 */
import { carrierCityKey } from './carrier-cities.js';

export interface CityDistrict {
  code: string;
  name: string;
  name_ar: string | null;
  /** The city it belongs to. */
  parent: string | null;
}

/** The words of a text, each compared as a city name is ("Maârif" = "maarif"), one space apart. */
const words = (text: string) =>
  text
    .split(/[\s,;:.'’"()/-]+/)
    .map((word) => carrierCityKey(word))
    .filter(Boolean)
    .join(' ');

/** A district's own words: "Casablanca - Ain Sebaa" is "ain sebaa" in Casablanca. */
function districtKeys(district: CityDistrict): string[] {
  const city = district.parent ? words(district.parent) : '';
  return [district.name, district.name_ar ?? '']
    .map((name) => words(name))
    .map((key) => (city && key.startsWith(`${city} `) ? key.slice(city.length + 1) : key))
    .filter((key) => key && key !== city);
}

/** The one district whose name the address contains as whole words (the longest name wins). */
export function districtInAddress(address: string, districts: readonly CityDistrict[]): CityDistrict | null {
  const text = ` ${words(address)} `;
  let best: { district: CityDistrict; length: number } | null = null;
  let tie = false;
  for (const district of districts) {
    const length = Math.max(
      0,
      ...districtKeys(district)
        .filter((key) => text.includes(` ${key} `))
        .map((k) => k.length),
    );
    if (!length || (best && length < best.length)) continue;
    tie = best !== null && length === best.length && best.district.code !== district.code;
    best = { district, length };
  }
  return best && !tie ? best.district : null;
}
