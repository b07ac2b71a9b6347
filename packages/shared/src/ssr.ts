import type { HomeRows, Product } from './products.js';
import type { ListProductsQuery } from './products-input.js';
import type { Page } from './api.js';
import type { DeliverySettings } from './delivery.js';
import type { Lang } from './languages.js';

/** Pixel size of an image. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * What the API hands the storefront's server renderer: the catalog reads of a page, taken from
 * its own services and catalog cache rather than over HTTP.
 */
export interface StorefrontData {
  home(): Promise<HomeRows>;
  products(query: Pick<ListProductsQuery, 'type' | 'sort' | 'page'>): Promise<Page<Product>>;
  /** null when there is no such product (or it is not shown in the shop). */
  product(id: number): Promise<Product | null>;
  /** The size of the largest stored width of an image (Open Graph wants it); null when unknown. */
  imageSize(image: string): Promise<ImageSize | null>;
  /** The delivery cities, fees and threshold (the banner, product page and cart show them). */
  delivery(): Promise<DeliverySettings>;
}

export interface RenderRequest {
  /** Path and query string, e.g. `/shop?page=2`. */
  url: string;
  /** Scheme and host the shopper asked for, e.g. `https://vigor.ma`: canonical and og:image URLs. */
  origin: string;
  /** Where stored images are found: `/storage`, or the CDN / bucket URL that serves them. */
  imageBase: string;
  data: StorefrontData;
}

/** A server-rendered page, to put into index.html. */
export interface RenderedPage {
  status: number;
  /** The page's language and writing direction, for `<html lang dir>`. */
  lang: Lang;
  dir: 'ltr' | 'rtl';
  /** The page's own head tags: title, description, canonical, Open Graph. */
  head: string;
  /** The markup of `#root`. */
  html: string;
  /** JSON for the browser to hydrate with (router and query state), `<` already escaped. */
  state: string;
  /**
   * The source modules the page needs besides the entry (e.g. `src/app/routes/home.tsx` and its
   * language's texts, `src/messages/fr.ts`): their chunks and CSS.
   */
  modules: string[];
}

/** The server entry's one export: null for the routes rendered in the browser only (back office). */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | null>;
