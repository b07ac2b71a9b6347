import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from '../features/layout/components/root-layout';

/**
 * Every route. Pages are split per route; the back office (outside the shared layout) lives in
 * its own chunks so that none of it ships with the storefront.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    // Shown while the first page's lazy chunk loads.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: paths.about, lazy: () => import('./routes/about') },
      { path: paths.shop, lazy: () => import('./routes/shop') },
      { path: paths.hoodies, lazy: () => import('./routes/hoodies') },
      { path: paths.beanies, lazy: () => import('./routes/beanies') },
      { path: paths.contact, lazy: () => import('./routes/contact') },
      { path: paths.cart, lazy: () => import('./routes/cart') },
      { path: paths.quickCart, lazy: () => import('./routes/quick-cart') },
      { path: paths.productPattern, lazy: () => import('./routes/product') },
      { path: paths.size, lazy: () => import('./routes/size-guide') },
      { path: paths.privacy, lazy: () => import('./routes/privacy') },
      { path: paths.terms, lazy: () => import('./routes/terms') },
    ],
  },
  { path: paths.admin, lazy: () => import('../features/back-office/admin-login') },
  { path: paths.adminDashboard, lazy: () => import('../features/back-office/admin-dashboard') },
  { path: paths.trafficDashboard, lazy: () => import('../features/back-office/traffic-dashboard') },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

export const createRouter = () => createBrowserRouter(routes);
