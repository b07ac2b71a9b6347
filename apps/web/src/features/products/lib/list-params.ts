import type { ProductSort, ProductType } from '@vigor/shared';
import type { ProductListParams } from '../api/get-products';

/**
 * A list page's reading of its URL, apart from the page's component: the router's loaders read it
 * on every page (app/page-loaders.ts), and the component, its dropdowns and pagination should
 * load only with the list pages.
 */
export const SORTS: readonly ProductSort[] = ['name-asc', 'name-desc', 'price-asc', 'price-desc'];

export type Filter = 'all' | ProductType;
export const FILTERS: readonly Filter[] = ['all', 'hoodies', 'beanies', 't-shirts'];

const isSort = (v: string | null): v is ProductSort => SORTS.includes(v as ProductSort);
const isFilter = (v: string | null): v is Filter => FILTERS.includes(v as Filter);

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
