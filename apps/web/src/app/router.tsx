import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { LANGS, localePath, PUBLIC_PAGES, type Lang, type PageId } from '@vigor/shared';
import {
  createBrowserRouter,
  Navigate,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { ADMIN_TABS, paths, type AdminTab } from '../config/paths';
import { RootLayout } from '../features/layout';
import { loadMessages, loadPageMessages } from '../lib/i18n';
import { layoutLoader, pageLoaders, type PageLoader, type PageQuery } from './page-loaders';

/** Runs the queries a route's loader names: started in the browser, awaited on the server. */
export type QueryRunner = (queryClient: QueryClient, queries: PageQuery[]) => Promise<void> | void;

/**
 * The browser starts a page's reads as soon as its route matches, while its chunk loads, and
 * waits for none of them: the page reads the same queries, already in flight or in the cache
 * (the product page's LCP image otherwise waited for the entry JS, then the chunk, then its GET:
 * docs/performance.md, "Product page LCP"). The recommendations (below the fold) still start
 * with the page: fetched here they finished before the LCP paint and Lighthouse counted them.
 */
export const prefetchQueries: QueryRunner = (queryClient, queries) => {
  for (const query of queries) void queryClient.prefetchQuery(query);
};

/**
 * Each public page's route module is `./routes/<page id>.tsx`, one chunk each (Vite names them by
 * these paths): adding a page to packages/shared storefront-routes.ts and its file here is all
 * the router needs (its data, if any, in page-loaders.ts).
 */
const routeFiles = import.meta.glob<RouteObject>('./routes/*.tsx');

function routeFileOf(page: PageId): () => Promise<RouteObject> {
  const load = routeFiles[`./routes/${page}.tsx`];
  if (!load) throw new Error(`The public page "${page}" has no route module ./routes/${page}.tsx.`);
  return load;
}

/**
 * Every page but home shows texts of its own (`usePageT()`): its route loads its language's page
 * texts together with its chunk, so that the home page, the first most shoppers see, does not
 * download them (docs/decisions/100-storefront-languages.md).
 */
const needsPageTexts = (page: PageId) => page !== 'home';

/** A page's route module, with its language's page texts when it shows them. */
function pageModule(page: PageId, lang: Lang): () => Promise<RouteObject> {
  const load = routeFileOf(page);
  if (!needsPageTexts(page)) return load;
  return () => Promise.all([load(), loadPageMessages(lang)]).then(([module]) => module);
}

/** What a public route carries for the server renderer and the layout. */
export interface PageHandle {
  lang: Lang;
  page?: PageId;
}

/** A route id per language: `home`, `fr/home`, `ar/home`. */
const routeId = (lang: Lang, id: string) => (lang === 'en' ? id : `${lang}/${id}`);

/**
 * One language's tree of public pages under its root (`/`, `/fr`, `/ar`): the layout, whose
 * loader loads the language's texts, and every page of packages/shared storefront-routes.ts. An
 * unknown path under /fr or /ar goes to that language's home (English's: the last route below).
 */
function languageRoutes(lang: Lang, queryClient: QueryClient, run: QueryRunner): RouteObject {
  const load =
    (loader: PageLoader) =>
    ({ params, request }: LoaderFunctionArgs) =>
      Promise.resolve(run(queryClient, loader({ params, search: new URL(request.url).searchParams }))).then(
        () => null,
      );
  const layoutQueries = load(layoutLoader);
  return {
    path: lang === 'en' ? '/' : `/${lang}`,
    id: routeId(lang, 'root'),
    element: <RootLayout lang={lang} />,
    handle: { lang } satisfies PageHandle,
    loader: async (args) => {
      await Promise.all([loadMessages(lang), layoutQueries(args)]);
      return null;
    },
    // Shown while the first page's lazy chunk loads.
    HydrateFallback: () => null,
    children: [
      ...(Object.keys(PUBLIC_PAGES) as PageId[]).map((page): RouteObject => {
        const { path } = PUBLIC_PAGES[page];
        const loader = pageLoaders[page];
        return {
          ...(path ? { path } : { index: true }),
          id: routeId(lang, page),
          handle: { lang, page } satisfies PageHandle,
          lazy: pageModule(page, lang),
          ...(loader && { loader: load(loader) }),
        } as RouteObject;
      }),
      ...(lang === 'en' ? [] : [{ path: '*', element: <Navigate to={localePath(lang, '/')} replace /> }]),
    ],
  };
}

/** Each back-office tab's route module in ./routes/admin, one chunk each. */
const adminTabModules: Record<AdminTab, () => Promise<{ Component: ComponentType }>> = {
  sales: () => import('./routes/admin/sales'),
  confirm: () => import('./routes/admin/confirm'),
  products: () => import('./routes/admin/products'),
  messages: () => import('./routes/admin/messages'),
  shipping: () => import('./routes/admin/shipping'),
  reports: () => import('./routes/admin/reports'),
  settings: () => import('./routes/admin/settings'),
  staff: () => import('./routes/admin/staff'),
  log: () => import('./routes/admin/log'),
};

/**
 * The back office, in English: its shared controls (pagination, quantity, notices) read the
 * English texts, and its messages to customers the English order texts, loaded with it. Every
 * tab is a child of /admin-dashboard, whose route holds the staff guard, the header, the totals
 * and the tab bar (routes/admin/dashboard.tsx); an unknown tab goes to SALES.
 */
const backOfficeRoutes: RouteObject[] = [
  { path: paths.admin, lazy: () => import('./routes/admin/login') },
  {
    path: paths.adminDashboard,
    lazy: () => import('./routes/admin/dashboard'),
    children: [
      ...ADMIN_TABS.map((tab): RouteObject =>
        tab === 'sales'
          ? { index: true, lazy: adminTabModules[tab] }
          : { path: tab, lazy: adminTabModules[tab] },
      ),
      { path: 'sales/:orderId', lazy: () => import('./routes/admin/sale') },
      { path: '*', element: <Navigate to={paths.adminDashboard} replace /> },
    ],
  },
  { path: paths.shipmentPrintPattern, lazy: () => import('./routes/admin/shipment-print') },
  { path: paths.trafficDashboard, lazy: () => import('./routes/admin/traffic') },
];
const loadEnglish = () => Promise.all([loadMessages('en'), loadPageMessages('en')]).then(() => null);

/**
 * Every route. Pages are split per route; the back office (outside the shared layout) lives in
 * its own chunks so that none of it ships with the storefront. Loaders are defined here, not in
 * the lazy modules, so that they run alongside the chunk's download instead of after it.
 */
export const createRoutes = (queryClient: QueryClient, run: QueryRunner = prefetchQueries): RouteObject[] => [
  ...LANGS.map((lang) => languageRoutes(lang, queryClient, run)),
  ...backOfficeRoutes.map((route) => ({ ...route, loader: loadEnglish })),
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

/**
 * The source modules a public page loads besides the entry, as Vite's manifest names them: its
 * route module, its language's texts and, but for home, its language's page texts.
 */
export const pageSourceModules = (page: PageId, lang: Lang): string[] => [
  `src/app/routes/${page}.tsx`,
  `src/messages/${lang}.ts`,
  ...(needsPageTexts(page) ? [`src/messages/pages/${lang}.ts`] : []),
];

export const createRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
