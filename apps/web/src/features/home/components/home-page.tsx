import { Link } from 'react-router';
import { FREE_SHIPPING_THRESHOLD } from '@vigor/shared';
import { Toast, useToast } from '../../../components/ui/toast';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { HomeRow, useCardActions, useHomeRows } from '../../products';
import { PageHead } from '../../../components/ui/page-head';

const HOME_DESCRIPTION = `${brand.name}: Moroccan streetwear. Hoodies, beanies and t-shirts, cash on delivery across Morocco, free shipping on orders over ${FREE_SHIPPING_THRESHOLD} dh.`;

/** The home page's product rows, top to bottom; the first one's images load first. */
const HOME_ROWS = [
  { title: 'HOODIES', category: 'hoodies', viewAll: paths.hoodies },
  { title: 'BEANIES', category: 'beanies', viewAll: paths.beanies },
] as const;

export function HomePage() {
  const { data, isPending, isError, isFetching, refetch } = useHomeRows();
  const { toast, show, dismiss } = useToast(5000);
  const { onAction, busy } = useCardActions(show);
  return (
    <>
      <PageHead
        title={`${brand.name} | Moroccan streetwear`}
        description={HOME_DESCRIPTION}
        path={paths.home}
      />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title" className="hero__title">
            {brand.tagline[0]}
            <br />
            {brand.tagline[1]}
          </h1>
          <Link to={paths.shop} className="button button--light">
            BUY NOW
          </Link>
        </div>
      </section>
      <div className="container">
        {HOME_ROWS.map((row, index) => (
          <HomeRow
            key={row.category}
            {...row}
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
          <h2 id="story-title">OUR STORY</h2>
          <p>
            {brand.name} was born in {brand.established} on the streets of Morocco: heavyweight hoodies and
            beanies for people who move with purpose. Every piece is designed to be worn hard and worn proud.
          </p>
          <p>Cash on delivery everywhere in Morocco, and a call within 24 hours to confirm your order.</p>
          <Link to={paths.about} className="button button--outline">
            READ MORE<span className="visually-hidden"> about {brand.name}</span>
          </Link>
        </div>
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
