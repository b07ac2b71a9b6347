import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { BEANIE_SIZE, HOODIE_SIZES, TEXT, type Tab } from './size-data';
import { PageHead } from '../../../components/ui/page-head';
import { langDir, LANGS, type Lang } from '@vigor/shared';
import { useLang, useLocalePath, usePageT } from '../../../lib/i18n';
import { LANGUAGE_NAMES } from '../../../lib/languages';

const TABS: Tab[] = ['hoodies', 'beanies'];

export function SizeGuidePage() {
  // The guide opens in the page's language; its own switch changes only the guide.
  const [lang, setLang] = useState<Lang>(useLang());
  const page = usePageT().sizeGuide;
  const to = useLocalePath();
  const [tab, setTab] = useState<Tab>('hoodies');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ hoodies: null, beanies: null });
  const t = TEXT[lang];

  const onTabKey = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.indexOf(tab);
    const forward = (event.key === 'ArrowRight') !== (lang === 'ar');
    let next = forward ? index + 1 : index - 1;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    const nextTab = TABS[(next + TABS.length) % TABS.length] as Tab;
    setTab(nextTab);
    tabRefs.current[nextTab]?.focus();
  };

  return (
    <div className="container size-guide">
      <PageHead title={page.title} description={page.description} path={paths.size} />
      <div className="size-guide__lang" role="group" aria-label={page.language}>
        {LANGS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={lang === option}
            onClick={() => setLang(option)}
            lang={option}
          >
            {LANGUAGE_NAMES[option]}
          </button>
        ))}
      </div>
      <div lang={lang} dir={langDir(lang)} data-testid="size-guide">
        <h1 className="page-title">{t.title}</h1>
        <p>{t.intro}</p>
        <div role="tablist" aria-label={t.title} className="size-guide__tabs" onKeyDown={onTabKey}>
          {TABS.map((name) => (
            <button
              key={name}
              ref={(el) => {
                tabRefs.current[name] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
            >
              {t.tabs[name]}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          tabIndex={0}
          className="size-guide__panel"
        >
          {tab === 'hoodies' ? (
            <table>
              <caption>{t.hoodieCaption}</caption>
              <thead>
                <tr>
                  {(['size', 'chest', 'length', 'shoulder', 'sleeve'] as const).map((c) => (
                    <th key={c} scope="col">
                      {t.columns[c]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {HOODIE_SIZES.map((row) => (
                  <tr key={row.size}>
                    <th scope="row">{row.size}</th>
                    <td>{row.chest}</td>
                    <td>{row.length}</td>
                    <td>{row.shoulder}</td>
                    <td>{row.sleeve}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <table>
              <caption>{t.beanieCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.beanieColumns.size}</th>
                  <th scope="col">{t.beanieColumns.head}</th>
                  <th scope="col">{t.beanieColumns.height}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t.oneSize}</th>
                  <td>{BEANIE_SIZE.head}</td>
                  <td>{BEANIE_SIZE.height}</td>
                </tr>
              </tbody>
            </table>
          )}
        </div>
        <section aria-labelledby="tips-title">
          <h2 id="tips-title">{t.tipsTitle}</h2>
          <ul>
            {t.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="measure-title">
          <h2 id="measure-title">{t.measureTitle}</h2>
          <ul>
            {t.measure.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>
        <p>{t.help}</p>
        <Link to={to(paths.contact)} className="button">
          {t.contact}
        </Link>
      </div>
    </div>
  );
}
