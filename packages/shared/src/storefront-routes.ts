/**
 * The storefront's public pages, once for the browser's router, the server renderer and the
 * sitemap (apps/web/src/app/router.tsx gives each id its route module and loader; the API's
 * sitemap lists them). Each page exists in every language (languages.ts): `/shop`, `/fr/shop`,
 * `/ar/shop`. Paths are relative to the language's root; `''` is its home.
 */
export const PUBLIC_PAGES = {
  home: { path: '', sitemap: true },
  about: { path: 'about', sitemap: true },
  shop: { path: 'shop', sitemap: true },
  hoodies: { path: 'hoodies', sitemap: true },
  beanies: { path: 'beanies', sitemap: true },
  contact: { path: 'contact', sitemap: true },
  cart: { path: 'cart', sitemap: false },
  'quick-cart': { path: 'QuickCart', sitemap: false },
  product: { path: 'product/:productId', sitemap: false },
  order: { path: 'order/:reference', sitemap: false },
  'size-guide': { path: 'size', sitemap: true },
  privacy: { path: 'privacy', sitemap: true },
  terms: { path: 'terms', sitemap: true },
} as const satisfies Record<string, { path: string; sitemap: boolean }>;

export type PageId = keyof typeof PUBLIC_PAGES;

export const isPageId = (id: string): id is PageId => Object.hasOwn(PUBLIC_PAGES, id);

/** The English paths of the pages a crawler should find on its own (products are listed apart). */
export const SITEMAP_PATHS: readonly string[] = Object.values(PUBLIC_PAGES)
  .filter((page) => page.sitemap)
  .map((page) => `/${page.path}`);

/** An order page in any language, `/order/<reference>` or `/fr/order/<reference>`. */
const ORDER_PAGE = /^(\/[a-z]{2})?\/order(?:\/.*)?$/i;

/**
 * A storefront path as the shop keeps it for its traffic dashboard and its ad events: the
 * reference in `/order/<reference>` opens that order's receipt, so an order page is kept as
 * `/order` (`/fr/order`). React Router matches paths case-insensitively, so does this.
 */
export const withoutOrderReference = (pathname: string): string => pathname.replace(ORDER_PAGE, '$1/order');

/** Whether a storefront path is an order's page (whose address holds the order's reference). */
export const isOrderPage = (pathname: string): boolean => ORDER_PAGE.test(pathname);
