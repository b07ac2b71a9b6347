import { Link } from 'react-router';
import { FREE_SHIPPING_THRESHOLD } from '@vigor/shared';
import { Toast, useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { HomeRow, useCardActions, useHomeRows } from '../../products';
import { PageHead } from '../../../components/ui/page-head';
import { useLocalePath, useT } from '../../../lib/i18n';

/** The home page's product rows, top to bottom; the first one's images load first. */
const HOME_ROWS = [
  { category: 'hoodies', viewAll: paths.hoodies },
  { category: 'beanies', viewAll: paths.beanies },
] as const;

export function HomePage() {
  const { data, isPending, isError, isFetching, refetch } = useHomeRows();
  const { toast, show, dismiss } = useToast(5000);
  const { onAction, busy } = useCardActions(show);
  const t = useT();
  const to = useLocalePath();
  return (
    <>
      <PageHead
        title={t.home.title}
        description={t.home.description(FREE_SHIPPING_THRESHOLD)}
        path={paths.home}
      />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title" className="hero__title">
            {t.home.tagline[0]}
            <br />
            {t.home.tagline[1]}
          </h1>
          <Link to={to(paths.shop)} className="button button--light">
            {t.home.buyNow}
          </Link>
        </div>
      </section>
      <div className="container">
        {HOME_ROWS.map((row, index) => (
          <HomeRow
            key={row.category}
            title={t.home.rows[row.category]}
            category={row.category}
            viewAll={to(row.viewAll)}
            products={data?.[row.category]}
            loading={isPending || isFetching}
            failed={isError && !data}
            onRetry={() => void refetch()}
            onAction={onAction}
            busy={busy}
            priority={index === 0}
          />
        ))}
      </div>
      <section className="story" aria-labelledby="story-title">
        <div className="container story__inner">
          <h2 id="story-title">{t.home.storyTitle}</h2>
          <p>{t.home.story}</p>
          <p>{t.home.storyCod}</p>
          <Link to={to(paths.about)} className="button button--outline">
            {t.home.readMore}
            <span className="visually-hidden">{t.home.readMoreAbout}</span>
          </Link>
        </div>
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
