import { PageHead } from '../../../components/ui/page-head';
import { paths } from '../../../config/paths';
import { usePageT } from '../../../lib/i18n';

export function AboutPage() {
  const t = usePageT().about;
  return (
    <div className="container about">
      <PageHead title={t.title} description={t.description} path={paths.about} />
      <h1 className="page-title">{t.heading}</h1>
      <section aria-labelledby="about-story">
        <h2 id="about-story">{t.story}</h2>
        <p>{t.storyText}</p>
      </section>
      <section aria-labelledby="about-mission">
        <h2 id="about-mission">{t.mission}</h2>
        <p>{t.missionText}</p>
      </section>
      <section className="about__symbol" aria-labelledby="about-symbol">
        <svg aria-hidden="true" viewBox="0 0 64 64" width="96" height="96">
          <path d="M10 10h12l10 30 10-30h12L38 56H26z" fill="currentColor" />
        </svg>
        <div>
          <h2 id="about-symbol">{t.symbol}</h2>
          <p>{t.symbolText}</p>
        </div>
      </section>
      <section aria-labelledby="about-values">
        <h2 id="about-values">{t.values}</h2>
        <ul className="about__values">
          {t.valueList.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <button type="button" className="button">
        {t.join}
      </button>
    </div>
  );
}
