/**
 * Products' quantity tiers and add-on offers (docs/product.md, "Offers"): what PRODUCTS sets, and
 * what the product page and every pricing of an order read. The rule that prices lines with them
 * is packages/shared/src/offers.ts.
 */
import { Prisma } from '@vigor/db/client';
import type { ProductOffers, ProductOffersInput } from '@vigor/shared';
import { effectivePrice } from '@vigor/shared';
import { invalidateCatalog } from '../../lib/catalog-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { toNullableNumber, toNumber } from '../../lib/money.ts';
import { prisma, type Tx } from '../../lib/prisma.ts';

type Db = Tx | typeof prisma;

interface OfferRow {
  product_id: number;
  min_qty: number | null;
  percent_off: number | null;
  amount_off: string | null;
  addon_product_id: number | null;
  offer_price: string | null;
}

/**
 * The offers of these products, in one statement (it runs in every order's transaction). Products
 * without offers are left out of the map.
 */
export async function readOffers(db: Db, productIds: readonly number[]): Promise<Map<number, ProductOffers>> {
  const offers = new Map<number, ProductOffers>();
  if (!productIds.length) return offers;
  const ids = Prisma.join([...new Set(productIds)]);
  const rows = await db.$queryRaw<OfferRow[]>`
    SELECT product_id, min_qty, percent_off, amount_off::text AS amount_off,
      NULL::int AS addon_product_id, NULL::text AS offer_price
    FROM product_offer_tiers WHERE product_id IN (${ids})
    UNION ALL
    SELECT product_id, NULL, NULL, NULL, addon_product_id, offer_price::text
    FROM product_addons WHERE product_id IN (${ids})`;
  for (const row of rows) {
    const entry = offers.get(row.product_id) ?? { tiers: [], addons: [] };
    offers.set(row.product_id, entry);
    if (row.addon_product_id != null) {
      entry.addons.push({ product_id: row.addon_product_id, offer_price: toNumber(row.offer_price!) });
    } else {
      entry.tiers.push({
        min_qty: row.min_qty!,
        percent_off: row.percent_off,
        amount_off: toNullableNumber(row.amount_off),
      });
    }
  }
  for (const entry of offers.values()) entry.tiers.sort((a, b) => a.min_qty - b.min_qty);
  return offers;
}

const priceOf = (row: { price: Prisma.Decimal; prix_reduction: Prisma.Decimal | null }) =>
  effectivePrice({ price: toNumber(row.price), prix_reduction: toNullableNumber(row.prix_reduction) });

/**
 * Replaces a product's offers. The product is locked FOR UPDATE, so an order being placed with it
 * (which holds it FOR SHARE) finishes with the offers it read, and the next order reads the new
 * ones: an open checkout then gets 409 totals_changed, as with a price change. 400 with field
 * errors for an add-on of the product itself or unknown, an offer price at or above the add-on's
 * price, and an amount off that would leave a unit at no price.
 */
export async function setProductOffers(
  productId: number,
  input: ProductOffersInput,
): Promise<{ name: string }> {
  const product = await prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<
      { name: string; price: Prisma.Decimal; prix_reduction: Prisma.Decimal | null }[]
    >`
      SELECT name, price, prix_reduction FROM products WHERE id = ${productId} FOR UPDATE`;
    if (!row) throw AppError.notFound('Product');
    const addonRows = await tx.product.findMany({
      where: { id: { in: input.addons.map((a) => a.product_id) } },
      select: { id: true, price: true, prix_reduction: true },
    });
    const errors: Record<string, string[]> = {};
    input.tiers.forEach((tier, i) => {
      if (tier.amount_off !== undefined && tier.amount_off >= priceOf(row)) {
        errors[`tiers.${i}.amount_off`] = [
          `The amount off must be below the product's price (${priceOf(row)} dh).`,
        ];
      }
    });
    input.addons.forEach((addon, i) => {
      const found = addonRows.find((p) => p.id === addon.product_id);
      if (addon.product_id === productId)
        errors[`addons.${i}.product_id`] = ['A product cannot be its own add-on.'];
      else if (!found) errors[`addons.${i}.product_id`] = ['No such product.'];
      else if (addon.offer_price >= priceOf(found)) {
        errors[`addons.${i}.offer_price`] = [
          `The offer price must be below the add-on's price (${priceOf(found)} dh).`,
        ];
      }
    });
    if (Object.keys(errors).length) throw AppError.badRequest('The given data was invalid.', errors);
    await tx.productOfferTier.deleteMany({ where: { product_id: productId } });
    await tx.productAddon.deleteMany({ where: { product_id: productId } });
    await tx.productOfferTier.createMany({
      data: input.tiers.map((t) => ({
        product_id: productId,
        min_qty: t.min_qty,
        percent_off: t.percent_off ?? null,
        amount_off: t.amount_off ?? null,
      })),
    });
    await tx.productAddon.createMany({
      data: input.addons.map((a) => ({
        product_id: productId,
        addon_product_id: a.product_id,
        offer_price: a.offer_price,
      })),
    });
    return row;
  });
  invalidateCatalog();
  return product;
}
