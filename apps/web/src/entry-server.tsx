/**
 * The storefront's server renderer (built by `vite build --ssr` into dist/.ssr, loaded by the
 * API: apps/api/src/modules/pages). It renders a public page with the same routes and components
 * the browser hydrates, from data the API reads from its own services, and hands that data on
 * as TanStack Query's dehydrated cache so the browser does not ask for it again.
 */
import './lib/zod-config';
import type { QueryClient } from '@tanstack/react-query';
import type { ImageSize, RenderPage, StorefrontData } from '@vigor/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type Params } from 'react-router';
import { AppProvider } from './app/provider';
import { createRoutes, routeModuleOf } from './app/router';
import { dehydrateQueries, serializeState, type SsrState } from './app/ssr-state';
import { deliveryKeys } from './features/delivery';
import { listParamsOf } from './features/products/components/product-list-page';
import { productKeys } from './features/products/api/get-products';
import { ApiError } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { SiteProvider } from './lib/site';

/** Route ids of the pages rendered here; the back office is rendered in the browser only. */
const PUBLIC_PAGES = new Set([
  'home',
  'about',
  'shop',
  'hoodies',
  'beanies',
  'contact',
  'cart',
  'quick-cart',
  'product',
  'order',
  'size-guide',
  'privacy',
  'terms',
]);
const FIXED_TYPES = { hoodies: 'hoodies', beanies: 'beanies' } as const;

interface PageData {
  status: number;
  imageSizes: Record<string, ImageSize>;
}

/**
 * Puts what the page's first render reads into the query cache, under the keys its hooks use.
 * The cart, the guest session and the localStorage caches belong to the browser: the page
 * renders them empty here and fills them in after hydration. Every page shows the delivery
 * settings (the banner's threshold at least).
 */
async function loadPageData(
  routeId: string,
  params: Params,
  search: URLSearchParams,
  queryClient: QueryClient,
  data: StorefrontData,
): Promise<PageData> {
  const found: PageData = { status: 200, imageSizes: {} };
  queryClient.setQueryData(deliveryKeys.settings(), await data.delivery());
  if (routeId === 'home') {
    queryClient.setQueryData(productKeys.home(), await data.home());
  } else if (routeId === 'shop' || routeId === 'hoodies' || routeId === 'beanies') {
    const list = listParamsOf(search, routeId === 'shop' ? undefined : FIXED_TYPES[routeId]);
    queryClient.setQueryData(productKeys.list(list), await data.products(list));
  } else if (routeId === 'product') {
    const id = Number(params.productId);
    const product = Number.isInteger(id) && id > 0 ? await data.product(id) : null;
    if (!product) {
      // The page shows "Product Not Found" for this error, in the browser as here.
      await queryClient.prefetchQuery({
        queryKey: productKeys.detail(id),
        queryFn: () => Promise.reject(new ApiError(404, 'Product not found')),
        retry: false,
      });
      return { ...found, status: 404 };
    }
    queryClient.setQueryData(productKeys.detail(id), product);
    const size = product.image ? await data.imageSize(product.image) : null;
    if (product.image && size) found.imageSizes[product.image] = size;
  }
  return found;
}

/** Title, meta and link tags: React puts a page's hoisted tags first when it renders no <head>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link) [^>]*\/?>)*/;

export const render: RenderPage = async ({ url, origin, imageBase, data }) => {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1)?.route.id;
  if (!leaf || !PUBLIC_PAGES.has(leaf)) return null;

  const params = context.matches.at(-1)?.params ?? {};
  const page = await loadPageData(leaf, params, new URL(request.url).searchParams, queryClient, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <SiteProvider site={{ origin, imageBase, imageSizes: page.imageSizes }}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </SiteProvider>
    </StrictMode>,
  );
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const state: SsrState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrateQueries(queryClient),
    imageSizes: page.imageSizes,
    imageBase,
  };
  return {
    status: context.statusCode === 200 ? page.status : context.statusCode,
    head,
    html: markup.slice(head.length),
    state: serializeState(state),
    routeModule: routeModuleOf(leaf),
  };
};
