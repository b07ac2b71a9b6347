/**
 * The storefront's languages (docs/product.md, "Languages"): English at the shop's plain URLs,
 * French under /fr and Arabic under /ar. Pure functions on paths, used by the storefront's links,
 * the server renderer and the sitemap alike.
 */
export const LANGS = ['en', 'fr', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The cookie in which a shopper's choice of language is remembered. */
export const LANG_COOKIE = 'lang';

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/** Writing direction of a language's pages (`<html dir>`). */
export const langDir = (lang: Lang): 'ltr' | 'rtl' => (lang === 'ar' ? 'rtl' : 'ltr');

/** A page's path (`/shop`, `/`) in a language: `/fr/shop`, `/fr/`; English keeps it as it is. */
export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? `/${lang}/` : `/${lang}${path}`;
}

/** The language a path is in and the path without its prefix: `/ar/cart` is Arabic `/cart`. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/(fr|ar)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { lang: DEFAULT_LANG, path: pathname };
  return { lang: match[1] as Lang, path: match[2] || '/' };
}
