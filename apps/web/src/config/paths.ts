/** The back office's tabs, in the order of its tab bar (docs/product.md, "Back office"). */
export const ADMIN_TABS = [
  'sales',
  'confirm',
  'products',
  'messages',
  'shipping',
  'reports',
  'settings',
  'staff',
  'log',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const isAdminTab = (value: string | null): value is AdminTab =>
  ADMIN_TABS.some((tab) => tab === value);

/** Every route of the app, so that links and the router agree. */
export const paths = {
  home: '/',
  about: '/about',
  shop: '/shop',
  hoodies: '/hoodies',
  beanies: '/beanies',
  contact: '/contact',
  cart: '/cart',
  quickCart: '/QuickCart',
  product: (id: number | string) => `/product/${id}`,
  productPattern: '/product/:productId',
  /** An order's page, by its random reference (never its id: docs/product.md "Order page"). */
  order: (reference: string) => `/order/${reference}`,
  orderPattern: '/order/:reference',
  size: '/size',
  privacy: '/privacy',
  terms: '/terms',
  admin: '/admin',
  adminDashboard: '/admin-dashboard',
  /** A back-office tab's own URL: SALES is /admin-dashboard itself, the others live under it. */
  adminTab: (tab: AdminTab) => (tab === 'sales' ? '/admin-dashboard' : `/admin-dashboard/${tab}`),
  /** An order's page in the back office, with its timeline (staff use the id). */
  sale: (id: number | string) => `/admin-dashboard/sales/${id}`,
  trafficDashboard: '/traffic-dashboard',
  /** A shipment batch's slips and pick list, laid out for A4 sheets or 10x15 cm labels. */
  shipmentPrint: (id: number | string, layout: 'a4' | 'label') =>
    `/admin-dashboard/batches/${id}/print?layout=${layout}`,
  shipmentPrintPattern: '/admin-dashboard/batches/:batchId/print',
} as const;

export type CollectionPath = typeof paths.hoodies | typeof paths.beanies | typeof paths.shop;

/** Where "Discover more" and "VIEW ALL" lead for a product type. */
export function collectionPath(type: string): CollectionPath {
  if (type === 'hoodies') return paths.hoodies;
  if (type === 'beanies') return paths.beanies;
  return paths.shop;
}
