import { ListProductsQuery, type ImageSize, type StorefrontData } from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { storedImageSize } from '../../lib/image-store.ts';
import { getDeliverySettings } from '../delivery/index.ts';
import { catalogAnswers } from '../products/index.ts';
import { catalogKeys, catalogValue } from '../../lib/catalog-cache.ts';

/** Stored images never change under their key (a new upload gets a new key). */
const imageSizes = new Map<string, Promise<ImageSize | null>>();

/**
 * The catalog reads of the server-rendered pages: the API's own services through the catalog
 * cache, under the keys of the GETs the browser would make (the list query is parsed as the
 * products router parses it), so the page and the API share their answers.
 */
export const storefrontData: StorefrontData = {
  home: async () => (await catalogValue(catalogKeys.home(), catalogAnswers.home)).data,
  products: (params) => {
    const query = ListProductsQuery.parse({
      type: params.type,
      sort: params.sort,
      page: String(params.page),
    });
    return catalogValue(catalogKeys.list(query), () => catalogAnswers.list(query));
  },
  product: async (id) => {
    try {
      return (await catalogValue(catalogKeys.product(id), () => catalogAnswers.product(id))).data;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  },
  imageSize: (image) => {
    let size = imageSizes.get(image);
    if (!size) {
      size = storedImageSize(image);
      imageSizes.set(image, size);
    }
    return size;
  },
  delivery: getDeliverySettings,
};
