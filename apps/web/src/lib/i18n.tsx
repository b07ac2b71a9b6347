/**
 * The storefront's translation runtime (docs/decisions/100-storefront-languages.md): a typed
 * catalogue of texts per language (src/messages), one chunk each, loaded before a page in that
 * language renders; Intl for plurals. A page loads only its own language's texts.
 */
import { localePath, type Lang } from '@vigor/shared';
import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '../messages/en';

const catalogues: Record<Lang, () => Promise<{ default: Messages }>> = {
  en: () => import('../messages/en'),
  fr: () => import('../messages/fr'),
  ar: () => import('../messages/ar'),
};

const loaded: Partial<Record<Lang, Messages>> = {};
const loading: Partial<Record<Lang, Promise<Messages>>> = {};

/** Loads a language's texts once; the router's layout loader awaits it before the page renders. */
export function loadMessages(lang: Lang): Promise<Messages> {
  loading[lang] ??= catalogues[lang]().then((module) => (loaded[lang] = module.default));
  return loading[lang];
}

/** The texts of a language already loaded (every rendered page's is). */
export function messagesOf(lang: Lang): Messages {
  const messages = loaded[lang];
  if (!messages) throw new Error(`The ${lang} texts are not loaded`);
  return messages;
}

const LangContext = createContext<Lang>('en');

/** The language of the pages below: the layout of each language's routes sets it. */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext value={lang}>{children}</LangContext>;
}

export const useLang = () => useContext(LangContext);

/** The page's texts. */
export const useT = () => messagesOf(useLang());

/** A path of the shop in the page's language: links stay in the language the shopper reads. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}
