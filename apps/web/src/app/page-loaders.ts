import type { FetchQueryOptions } from '@tanstack/react-query';
import { recordIdOf, type PageId } from '@vigor/shared';
import type { Params } from 'react-router';
import { deliveryQuery } from '../features/delivery';
import { homeRowsQuery, listParamsOf, productQuery, productsQuery } from '../features/products';

/** A query a page's first render reads, as its hook asks for it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's queries have their own data types
export type PageQuery = FetchQueryOptions<any, any, any, any>;

export interface LoaderArgs {
  params: Params;
  search: URLSearchParams;
}

/** What one page reads before it renders: the same queries in the browser and on the server. */
export type PageLoader = (args: LoaderArgs) => PageQuery[];

const productList =
  (type?: 'hoodies' | 'beanies'): PageLoader =>
  ({ search }) => [productsQuery(listParamsOf(search, type))];

/** Every page shows the delivery settings (the banner's threshold at least). */
export const layoutLoader: PageLoader = () => [deliveryQuery()];

/**
 * The data of each public page (packages/shared storefront-routes.ts lists them). The cart, the
 * order (by the reference in its link) and the guest session are read after hydration.
 */
export const pageLoaders: Partial<Record<PageId, PageLoader>> = {
  home: () => [homeRowsQuery()],
  shop: productList(),
  hoodies: productList('hoodies'),
  beanies: productList('beanies'),
  // A segment that names no product (`007`, `0x10`, past the id range) reads id 0, missing
  // without a request: the page shows "Product Not Found", and the server answers 404.
  product: ({ params }) => [productQuery(recordIdOf(params.productId) ?? 0)],
};
