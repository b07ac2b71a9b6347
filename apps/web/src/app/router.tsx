import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type HydrationState, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from '../features/layout/components/root-layout';
import { productQuery } from '../features/products/api/get-product';

/**
 * Starts a product page's read as soon as its route matches, while its chunk loads: the page's
 * LCP image otherwise waited for the entry JS, then the chunk, then GET /api/products/:id
 * (docs/performance.md, "Product page LCP"). Nothing is awaited or returned, so navigation never
 * waits for the data; the page reads the same query, already in flight or in the cache. The
 * recommendations (below the fold) still start with the page: fetched here they finished before
 * the LCP paint and Lighthouse counted them in its LCP.
 */
function prefetchProduct(queryClient: QueryClient, productId: string | undefined): null {
  // On the server the page's data is already in the cache (entry-server.tsx), or known missing.
  if (import.meta.env.SSR) return null;
  const id = Number(productId);
  // prefetchQuery ignores `enabled`: a bad id is left to the page's "not found".
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(productQuery(id));
  return null;
}

/**
 * Every route. Pages are split per route; the back office (outside the shared layout) lives in
 * its own chunks so that none of it ships with the storefront. Loaders are defined here, not in
 * the lazy modules, so that they run alongside the chunk's download instead of after it.
 * A public page's id names its module in ./routes: the server renders those pages and names
 * their chunk in the HTML (entry-server.tsx).
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: paths.home,
    id: 'root',
    Component: RootLayout,
    // Shown while the first page's lazy chunk loads.
    HydrateFallback: () => null,
    children: [
      { index: true, id: 'home', lazy: () => import('./routes/home') },
      { path: paths.about, id: 'about', lazy: () => import('./routes/about') },
      { path: paths.shop, id: 'shop', lazy: () => import('./routes/shop') },
      { path: paths.hoodies, id: 'hoodies', lazy: () => import('./routes/hoodies') },
      { path: paths.beanies, id: 'beanies', lazy: () => import('./routes/beanies') },
      { path: paths.contact, id: 'contact', lazy: () => import('./routes/contact') },
      { path: paths.cart, id: 'cart', lazy: () => import('./routes/cart') },
      { path: paths.quickCart, id: 'quick-cart', lazy: () => import('./routes/quick-cart') },
      {
        path: paths.productPattern,
        id: 'product',
        loader: ({ params }) => prefetchProduct(queryClient, params.productId),
        lazy: () => import('./routes/product'),
      },
      { path: paths.orderPattern, id: 'order', lazy: () => import('./routes/order') },
      { path: paths.size, id: 'size-guide', lazy: () => import('./routes/size-guide') },
      { path: paths.privacy, id: 'privacy', lazy: () => import('./routes/privacy') },
      { path: paths.terms, id: 'terms', lazy: () => import('./routes/terms') },
    ],
  },
  { path: paths.admin, lazy: () => import('../features/back-office/admin-login') },
  { path: paths.adminDashboard, lazy: () => import('../features/back-office/admin-dashboard') },
  { path: paths.shipmentPrintPattern, lazy: () => import('../features/back-office/shipment-print') },
  { path: paths.trafficDashboard, lazy: () => import('../features/back-office/traffic-dashboard') },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

/** The route module of a public page's route id, as Vite's manifest names it. */
export const routeModuleOf = (id: string) => `src/app/routes/${id}.tsx`;

export const createRouter = (routes: RouteObject[], hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
