import type { ListProductsQuery } from '@vigor/shared';
import { productWithOffers } from './product-offers.ts';
import * as products from './products.service.ts';

/**
 * The bodies of the public catalog's GETs. The products router sends them through the catalog
 * cache, and the server-rendered pages read them through the same cache keys (modules/pages), so
 * a page and the API calls that follow it share one computation.
 */
export const catalogAnswers = {
  list: (query: ListProductsQuery) => products.listProducts(query),
  home: async () => ({ data: await products.homeRows() }),
  product: async (id: number) => ({ data: await productWithOffers(id) }),
};
