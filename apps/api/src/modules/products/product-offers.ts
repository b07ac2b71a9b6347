import type { Product } from '@vigor/shared';
import { NO_OFFERS, effectivePrice, tierPrices } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';
import { readOffers } from '../offers/index.ts';
import { getProduct, productsByIds } from './products.service.ts';

/**
 * The one-product answer (GET /api/products/:id, the product page): the product with its offers,
 * each tier with the unit price it makes now and each add-on with its product (docs/api.md).
 */
export async function productWithOffers(id: number): Promise<Product> {
  const product = await getProduct(id);
  const { tiers, addons } = (await readOffers(prisma, [id])).get(id) ?? NO_OFFERS;
  const offered = new Map((await productsByIds(addons.map((a) => a.product_id))).map((p) => [p.id, p]));
  return {
    ...product,
    offers: {
      tiers: tierPrices(tiers, effectivePrice(product)),
      addons: addons.flatMap((addon) => {
        const found = offered.get(addon.product_id);
        if (!found) return [];
        const { name, name_fr, name_ar, image, price, prix_reduction, status, sizes } = found;
        return [
          {
            ...addon,
            product: { id: found.id, name, name_fr, name_ar, image, price, prix_reduction, status, sizes },
          },
        ];
      }),
    },
  };
}
