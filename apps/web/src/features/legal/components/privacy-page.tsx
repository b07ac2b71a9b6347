import { Link } from 'react-router';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { PageHead } from '../../../components/ui/page-head';
import { useLocalePath, usePageT } from '../../../lib/i18n';

export function PrivacyPage() {
  const t = usePageT().privacy;
  const to = useLocalePath();
  return (
    <article className="container legal">
      <PageHead title={t.title} description={t.description} path={paths.privacy} />
      <h1 className="page-title">{t.heading}</h1>
      <p>{t.intro}</p>
      <h2>{t.use}</h2>
      <p>{t.useText}</p>
      <h2 id="privacy-recipients">{t.recipientsTitle}</h2>
      <dl className="legal__recipients" aria-labelledby="privacy-recipients">
        {t.recipients.map(({ who, what, why }) => (
          <div key={who}>
            <dt>{who}</dt>
            <dd>{what}</dd>
            <dd>{why}</dd>
          </div>
        ))}
      </dl>
      <h2>{t.cookies}</h2>
      <p>{t.cookiesText}</p>
      <h2>{t.adsTitle}</h2>
      <p>{t.ads}</p>
      <h2>{t.rights}</h2>
      <p>
        {t.rightsText}
        <a href={`mailto:${brand.email}`}>{brand.email}</a>
        {t.orUse}
        <Link to={to(paths.contact)}>{t.contactPage}</Link>.
      </p>
    </article>
  );
}
