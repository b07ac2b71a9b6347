/**
 * The storefront's server renderer (built by `vite build --ssr` into dist/.ssr, loaded by the
 * API: apps/api/src/modules/pages). It renders a public page with the same routes, loaders and
 * components the browser hydrates: the routes' loaders name the queries each page reads
 * (app/page-loaders.ts), answered here from the API's own services, and the answers go to the
 * browser as TanStack Query's dehydrated cache so that it does not ask for them again.
 */
import './lib/zod-config';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isPageId, langDir, type ImageSize, type RenderPage, type StorefrontData } from '@vigor/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRoutes, pageSourceModules, type PageHandle, type QueryRunner } from './app/router';
import { dehydrateQueries, serializeState, type SsrState } from './app/ssr-state';
import type { ProductListParams } from './features/products';
import { ApiError } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { SiteProvider } from './lib/site';

/**
 * The API's answer to a query key of the storefront (features' `*Keys` factories), read from its
 * services: `['delivery']`, `['products', 'home']`, `['products', 'list', params]`,
 * `['products', 'detail', id]`. A product's photo size is noted for its Open Graph tags.
 */
async function readOnServer(
  key: QueryKey,
  data: StorefrontData,
  imageSizes: Record<string, ImageSize>,
): Promise<unknown> {
  const [resource, kind, arg] = key;
  if (resource === 'delivery') return data.delivery();
  if (resource === 'products' && kind === 'home') return data.home();
  if (resource === 'products' && kind === 'list') return data.products(arg as ProductListParams);
  if (resource === 'products' && kind === 'detail') {
    const product = await data.product(arg as number);
    // The page shows "Product Not Found" for this error, in the browser as here.
    if (!product) throw new ApiError(404, 'Product not found');
    const size = product.image ? await data.imageSize(product.image) : null;
    if (product.image && size) imageSizes[product.image] = size;
    return product;
  }
  throw new Error(`No server reading for the query ${JSON.stringify(key)}`);
}

/** The server awaits every query a page's loaders name, answered from its own services. */
const answerOnServer =
  (data: StorefrontData, imageSizes: Record<string, ImageSize>): QueryRunner =>
  (queryClient, queries) =>
    Promise.all(
      queries.map((query) =>
        queryClient.prefetchQuery({
          ...query,
          queryFn: () => readOnServer(query.queryKey as QueryKey, data, imageSizes),
          retry: false,
        }),
      ),
    ).then(() => undefined);

/** A query the page read that the API answered "not found": the page is a 404. */
const foundMissing = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some(({ state }) => state.error instanceof ApiError && state.error.status === 404);

/** Title, meta and link tags: React puts a page's hoisted tags first when it renders no <head>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link) [^>]*\/?>)*/;

export const render: RenderPage = async ({ url, origin, imageBase, data }) => {
  const queryClient = createQueryClient();
  const imageSizes: Record<string, ImageSize> = {};
  const handler = createStaticHandler(createRoutes(queryClient, answerOnServer(data, imageSizes)));
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const handle = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  // Only the public pages are rendered here; the back office is rendered in the browser.
  if (!handle?.page || !isPageId(handle.page)) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <SiteProvider site={{ origin, imageBase, imageSizes }}>
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
    imageSizes,
    imageBase,
  };
  return {
    status: context.statusCode !== 200 ? context.statusCode : foundMissing(queryClient) ? 404 : 200,
    lang: handle.lang,
    dir: langDir(handle.lang),
    head,
    html: markup.slice(head.length),
    state: serializeState(state),
    modules: pageSourceModules(handle.page, handle.lang),
  };
};
