import { isLang, LANG_COOKIE, type Lang } from '@vigor/shared';

const YEAR = 365 * 24 * 3600;

/** Remembers the shopper's choice of language for a year (the language switch, the offer). */
export function rememberLanguage(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${YEAR}; samesite=lax`;
}

/** The language the shopper chose, if any. */
export function rememberedLanguage(): Lang | null {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1);
  return isLang(value) ? value : null;
}
