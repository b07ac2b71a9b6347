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
  size: '/size',
  privacy: '/privacy',
  terms: '/terms',
  admin: '/admin',
  adminDashboard: '/admin-dashboard',
  trafficDashboard: '/traffic-dashboard',
} as const;

export type CollectionPath = typeof paths.hoodies | typeof paths.beanies | typeof paths.shop;

/** Where "Discover more" and "VIEW ALL" lead for a product type. */
export function collectionPath(type: string): CollectionPath {
  if (type === 'hoodies') return paths.hoodies;
  if (type === 'beanies') return paths.beanies;
  return paths.shop;
}
