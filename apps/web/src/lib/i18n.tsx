/**
 * The storefront's translation runtime (docs/decisions/100-storefront-languages.md): typed
 * catalogues of texts per language (src/messages), one chunk each, loaded before a page in that
 * language renders; Intl for plurals. A page loads only its own language's texts, and the home
 * page only the texts every page shows (`useT()`): the other pages' texts (`usePageT()`) come
 * with those pages' route chunks (app/router.tsx).
 */
import { localePath, type Lang } from '@vigor/shared';
import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '../messages/en';
import type { PageMessages } from '../messages/pages/en';

/** One catalogue in every language: each loaded once, on demand, then read synchronously. */
function catalogue<T>(name: string, imports: Record<Lang, () => Promise<{ default: T }>>) {
  const loaded: Partial<Record<Lang, T>> = {};
  const loading: Partial<Record<Lang, Promise<T>>> = {};
  const load = (lang: Lang): Promise<T> => {
    loading[lang] ??= imports[lang]().then((module) => (loaded[lang] = module.default));
    return loading[lang];
  };
  const of = (lang: Lang): T => {
    const texts = loaded[lang];
    if (!texts) throw new Error(`The ${lang} ${name} are not loaded`);
    return texts;
  };
  return { load, of };
}

const everyPage = catalogue<Messages>('texts', {
  en: () => import('../messages/en'),
  fr: () => import('../messages/fr'),
  ar: () => import('../messages/ar'),
});

const otherPages = catalogue<PageMessages>('page texts', {
  en: () => import('../messages/pages/en'),
  fr: () => import('../messages/pages/fr'),
  ar: () => import('../messages/pages/ar'),
});

/** Loads a language's texts once; the router's layout loader awaits it before the page renders. */
export const loadMessages = everyPage.load;

/** The texts of a language already loaded (every rendered page's is). */
export const messagesOf = everyPage.of;

/** Loads a language's page texts once; the routes of the pages but home load it with their chunk. */
export const loadPageMessages = otherPages.load;

/** The page texts of a language already loaded (every rendered page's but home's is). */
export const pageMessagesOf = otherPages.of;

const LangContext = createContext<Lang>('en');

/** The language of the pages below: the layout of each language's routes sets it. */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext value={lang}>{children}</LangContext>;
}

export const useLang = () => useContext(LangContext);

/** The texts every page shows: the layout, the home page, the product cards, the shared controls. */
export const useT = () => messagesOf(useLang());

/** The texts of the pages other than home (never shown on the home page). */
export const usePageT = () => pageMessagesOf(useLang());

/** A path of the shop in the page's language: links stay in the language the shopper reads. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}
