import { langDir, localePath, splitLangPath, type Lang } from '@vigor/shared';
import { useState } from 'react';
import { useHydrated } from '../../../lib/hydrated';
import { useLocation } from 'react-router';
import { useLang } from '../../../lib/i18n';
import { LANGUAGE_OFFERS } from '../../../lib/languages';
import { rememberLanguage, rememberedLanguage } from '../../../lib/language-cookie';

/** The first of the browser's preferred languages that the shop speaks, if it is French or Arabic. */
function preferredOther(languages: readonly string[]): Exclude<Lang, 'en'> | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en') return null;
    if (base === 'fr' || base === 'ar') return base;
  }
  return null;
}

/** The browser's preferred languages change only with a reload of the page. */

/**
 * A small offer to read the shop in French or Arabic, made to a browser that prefers one of them
 * on a page in another language, until the shopper picks a language (the switch, the offer's
 * link) or dismisses it: both are remembered in the `lang` cookie. Never a redirect: shared links
 * and crawlers land where the link says. Decided after hydration (the server cannot know).
 */
export function LanguageOffer() {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  // The server renders no offer; the browser decides once it has hydrated.
  const wanted = useHydrated() ? preferredOther(navigator.languages) : null;
  const offer = wanted && wanted !== lang && !dismissed && !rememberedLanguage() ? wanted : null;
  if (!offer) return null;
  const text = LANGUAGE_OFFERS[offer];
  return (
    <aside className="language-offer" lang={offer} dir={langDir(offer)} aria-label={text.text}>
      <p>{text.text}</p>
      <a
        className="button"
        href={`${localePath(offer, splitLangPath(pathname).path)}${search}`}
        hrefLang={offer}
        data-lang={offer}
      >
        {text.accept}
      </a>
      <button
        type="button"
        className="button button--outline"
        onClick={() => {
          rememberLanguage(lang);
          setDismissed(true);
        }}
      >
        {text.dismiss}
      </button>
    </aside>
  );
}
