import { splitLangPath, type ProductSort, type ProductType } from '@vigor/shared';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Dropdown, type DropdownOption } from '../../../components/ui/dropdown';
import { PageHead } from '../../../components/ui/page-head';
import { Pagination } from '../../../components/ui/pagination';
import { Toast, useToast } from '../../../components/ui/toast';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import {
  FILTERS,
  ProductGrid,
  SORTS,
  listParamsOf,
  useCardActions,
  useProducts,
  type Filter,
} from '../../products';
import { useLocalePath, usePageT, useT } from '../../../lib/i18n';

/** The list's texts (messages/en.ts `list.shop`, `list.hoodies`, `list.beanies`). */
interface ListTexts {
  title: string;
  /** The page's meta description. */
  description: string;
  subtitle?: string;
  count: (n: number) => string;
  empty: string;
}

interface ProductListPageProps {
  texts: ListTexts;
  /** A fixed type (hoodies, beanies); without it the page offers the type filter. */
  type?: ProductType;
  backLink?: boolean;
}

/** Shop, Hoodies and Beanies: dropdowns, count, grid and pagination, state kept in the URL. */
export function ProductListPage({ texts, type, backLink }: ProductListPageProps) {
  const { title, description, subtitle, count, empty } = texts;
  const t = usePageT().list;
  const to = useLocalePath();
  const sortOptions: DropdownOption<ProductSort>[] = SORTS.map((value) => ({ value, label: t.sort[value] }));
  const filterOptions: DropdownOption<Filter>[] = FILTERS.map((value) => ({
    value,
    label: t.filters[value],
  }));
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const listParams = listParamsOf(params, type);
  const { sort, page } = listParams;
  const filter: Filter = listParams.type ?? 'all';

  const { data, error, isPending } = useProducts(listParams);
  const ui = useT().ui;
  const { toast, show, dismiss } = useToast(5000);
  const { onAction, busy } = useCardActions(show);

  /** Changing the filter or the sort goes back to page 1. */
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    if (next.get('type') === 'all') next.delete('type');
    if (next.get('sort') === 'name-asc') next.delete('sort');
    if (next.get('page') === '1') next.delete('page');
    setParams(next);
  };
  /** The list's URL at page `n`, the other choices kept. */
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const toTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

  let content;
  if (data) {
    content =
      data.data.length === 0 ? (
        <p className="state">{empty}</p>
      ) : (
        <>
          <h2 className="visually-hidden">{t.products}</h2>
          {/* The first row on a phone: two photos of the same size, either one the page's LCP. */}
          <ProductGrid products={data.data} onAction={onAction} busy={busy} eager={2} />
          <Pagination
            page={data.meta.page}
            totalPages={data.meta.total_pages}
            href={pageHref}
            onChange={toTop}
          />
        </>
      );
  } else if (error) {
    content = <p className="state state--error">{ui.error(messageOf(error))}</p>;
  } else if (isPending) {
    content = <p className="state">{t.loading}</p>;
  }

  return (
    <div className="container list-page">
      <PageHead
        title={`${title} | ${brand.name}`}
        description={description}
        path={splitLangPath(pageHref(page)).path}
      />
      {backLink && (
        <Link to={to(paths.home)} className="back-link">
          <span aria-hidden="true" className="pointing">
            ←
          </span>{' '}
          {t.backHome}
        </Link>
      )}
      <h1 className="page-title">{title}</h1>
      {subtitle && <p className="page-subtitle">{subtitle}</p>}
      <div className="toolbar">
        {!type && (
          <Dropdown
            label={t.filter}
            value={filter}
            options={filterOptions}
            onChange={(value) => update({ type: value, page: '1' })}
          />
        )}
        <Dropdown
          label={t.sortBy}
          value={sort}
          options={sortOptions}
          onChange={(value) => update({ sort: value, page: '1' })}
        />
        {data && (
          <p className="toolbar__count" aria-live="polite">
            {count(data.meta.total)}
          </p>
        )}
      </div>
      {content}
      <Toast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
