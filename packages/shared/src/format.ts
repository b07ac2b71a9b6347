import type { Lang } from './languages.js';

const CURRENCY: Record<Lang, string> = { en: 'dh', fr: 'DH', ar: 'درهم' };

/**
 * The one way the store shows money: two decimals and the dirham sign in the page's language,
 * `249.00 dh`, `249,00 DH`, `249,00 درهم`. Western digits in every language (docs/product.md,
 * "Languages"); no thousands separator, as the English prices have always been written.
 */
export function formatPrice(amount: number, lang: Lang = 'en'): string {
  const digits = amount.toFixed(2);
  return `${lang === 'en' ? digits : digits.replace('.', ',')} ${CURRENCY[lang]}`;
}

/** How long ago something happened, for staff screens: "just now", "12 min ago", "3 h ago", "2 days ago". */
export function formatAge(fromIso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(fromIso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Month names of the storefront's other languages (Western digits around them in both). */
const MONTHS_BY_LANG: Record<Exclude<Lang, 'en'>, readonly string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  ar: [
    'يناير',
    'فبراير',
    'مارس',
    'أبريل',
    'ماي',
    'يونيو',
    'يوليوز',
    'غشت',
    'شتنبر',
    'أكتوبر',
    'نونبر',
    'دجنبر',
  ],
};

/**
 * A calendar date (`2026-12-15`) as shoppers read it: `15 December 2026`, `15 décembre 2026`,
 * `15 دجنبر 2026` (the month names Moroccans use). Built from the text itself, not a Date nor
 * Intl: the same words on the server and in any browser, whatever its time zone or ICU data.
 */
export function formatCalendarDate(isoDate: string, lang: Lang = 'en'): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const months = lang === 'en' ? MONTHS : MONTHS_BY_LANG[lang];
  return `${day} ${months[(month ?? 1) - 1] ?? ''} ${year}`;
}

/** What a pre-order line or page says: `Pre-order — ships by 15 December 2026` (or just `Pre-order`). */
export function preOrderText(expectedShipDate: string | null): string {
  return expectedShipDate ? `Pre-order — ships by ${formatCalendarDate(expectedShipDate)}` : 'Pre-order';
}
