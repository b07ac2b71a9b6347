import { LANGS, localePath, splitLangPath } from '@vigor/shared';
import { useLocation } from 'react-router';
import { useLang, useT } from '../../../lib/i18n';
import { LANGUAGE_NAMES } from '../../../lib/languages';

/**
 * Links to the same page in the other languages. Plain links that load the page from the server,
 * so they work before the app has hydrated; main.tsx remembers the choice in the `lang` cookie.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const t = useT();
  const { pathname, search } = useLocation();
  const { path } = splitLangPath(pathname);
  return (
    <ul className={['language-switch', className].filter(Boolean).join(' ')} aria-label={t.layout.languages}>
      {LANGS.filter((other) => other !== lang).map((other) => (
        <li key={other}>
          <a href={`${localePath(other, path)}${search}`} hrefLang={other} lang={other} data-lang={other}>
            {LANGUAGE_NAMES[other]}
          </a>
        </li>
      ))}
    </ul>
  );
}
