import type { Product, ProductOffersView } from '@vigor/shared';
import { NO_OFFERS, effectivePrice, tierPrices } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';
import { readOffers } from '../offers/index.ts';
import { getProduct, productsByIds } from './products.service.ts';

/**
 * The offers of these products as shoppers see them: each tier with the unit price it makes now
 * and each add-on with its product (docs/api.md). Two statements whatever the number of products.
 */
export async function offersViews(products: readonly Product[]): Promise<Map<number, ProductOffersView>> {
  const offers = await readOffers(
    prisma,
    products.map((p) => p.id),
  );
  const addonIds = [...new Set([...offers.values()].flatMap((o) => o.addons.map((a) => a.product_id)))];
  const offered = new Map((await productsByIds(addonIds)).map((p) => [p.id, p]));
  return new Map(
    products.map((product) => {
      const { tiers, addons } = offers.get(product.id) ?? NO_OFFERS;
      const view: ProductOffersView = {
        tiers: tierPrices(tiers, effectivePrice(product)),
        addons: addons.flatMap((addon) => {
          const found = offered.get(addon.product_id);
          if (!found) return [];
          const { id, name, name_fr, name_ar, image, price, prix_reduction, status, sizes } = found;
          return [
            {
              ...addon,
              product: { id, name, name_fr, name_ar, image, price, prix_reduction, status, sizes },
            },
          ];
        }),
      };
      return [product.id, view];
    }),
  );
}

/** The one-product answer (GET /api/products/:id, the product page): the product with its offers. */
export async function productWithOffers(id: number): Promise<Product> {
  const product = await getProduct(id);
  return { ...product, offers: (await offersViews([product])).get(product.id) };
}
