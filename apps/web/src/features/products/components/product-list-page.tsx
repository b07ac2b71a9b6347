import type { ProductSort, ProductType } from '@vigor/shared';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Dropdown, type DropdownOption } from '../../../components/ui/dropdown';
import { PageHead } from '../../../components/ui/page-head';
import { Pagination } from '../../../components/ui/pagination';
import { Toast, useToast } from '../../../components/ui/toast';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { useProducts, type ProductListParams } from '../api/get-products';
import { useCardActions } from '../hooks/use-card-actions';
import { ProductGrid } from './product-grid';

export const SORT_OPTIONS: readonly DropdownOption<ProductSort>[] = [
  { value: 'name-asc', label: 'Alphabetically A-Z' },
  { value: 'name-desc', label: 'Alphabetically Z-A' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
];

type Filter = 'all' | ProductType;
export const FILTER_OPTIONS: readonly DropdownOption<Filter>[] = [
  { value: 'all', label: 'All Products' },
  { value: 'hoodies', label: 'Hoodies' },
  { value: 'beanies', label: 'Beanies' },
  { value: 't-shirts', label: 'T-Shirts' },
];

interface ProductListPageProps {
  title: string;
  /** The page's meta description. */
  description: string;
  subtitle?: string;
  /** A fixed type (hoodies, beanies); without it the page offers the type filter. */
  type?: ProductType;
  count: (n: number) => string;
  empty: string;
  backLink?: boolean;
}

const isSort = (v: string | null): v is ProductSort => SORT_OPTIONS.some((o) => o.value === v);
const isFilter = (v: string | null): v is Filter => FILTER_OPTIONS.some((o) => o.value === v);

/**
 * What a list page shows for its URL's query: the server renders the same list from the same
 * reading (entry-server.tsx). Unknown values fall back to the defaults.
 */
export function listParamsOf(params: URLSearchParams, type?: ProductType): ProductListParams {
  const sortParam = params.get('sort');
  const filterParam = params.get('type');
  const filter: Filter = type ?? (isFilter(filterParam) ? filterParam : 'all');
  return {
    type: filter === 'all' ? undefined : filter,
    sort: isSort(sortParam) ? sortParam : 'name-asc',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** Shop, Hoodies and Beanies: dropdowns, count, grid and pagination, state kept in the URL. */
export function ProductListPage({
  title,
  description,
  subtitle,
  type,
  count,
  empty,
  backLink,
}: ProductListPageProps) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const listParams = listParamsOf(params, type);
  const { sort, page } = listParams;
  const filter: Filter = listParams.type ?? 'all';

  const { data, error, isPending } = useProducts(listParams);
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
          <h2 className="visually-hidden">Products</h2>
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
    content = <p className="state state--error">Error: {messageOf(error)}</p>;
  } else if (isPending) {
    content = <p className="state">Loading products...</p>;
  }

  return (
    <div className="container list-page">
      <PageHead title={`${title} | ${brand.name}`} description={description} path={pageHref(page)} />
      {backLink && (
        <Link to={paths.home} className="back-link">
          <span aria-hidden="true">←</span> Back to home
        </Link>
      )}
      <h1 className="page-title">{title}</h1>
      {subtitle && <p className="page-subtitle">{subtitle}</p>}
      <div className="toolbar">
        {!type && (
          <Dropdown
            label="Filter"
            value={filter}
            options={FILTER_OPTIONS}
            onChange={(value) => update({ type: value, page: '1' })}
          />
        )}
        <Dropdown
          label="Sort by"
          value={sort}
          options={SORT_OPTIONS}
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
