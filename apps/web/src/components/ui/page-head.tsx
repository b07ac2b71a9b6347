import { LANGS, localePath } from '@vigor/shared';
import { useLang } from '../../lib/i18n';
import { useSite } from '../../lib/site';

interface PageHeadProps {
  title: string;
  description: string;
  /** The page's own path in English (and query, if it picks the content), for the canonical URL. */
  path: string;
}

/**
 * A page's title, description, canonical URL in its language and the same page's URL in each
 * language (`hreflang`, English as `x-default`); React puts them in <head>, the server too.
 */
export function PageHead({ title, description, path }: PageHeadProps) {
  const { origin } = useSite();
  const lang = useLang();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${origin}${localePath(lang, path)}`} />
      {LANGS.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={`${origin}${localePath(other, path)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}
