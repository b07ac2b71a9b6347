import { fromCents, toCents, type Cents } from './money.js';
import type { Product } from './products.js';

/**
 * Bigger baskets (docs/product.md, "Offers"): quantity tiers and add-on offers. This file is the
 * one rule that prices an order's lines with them; the server prices orders with it from the
 * database (apps/api/src/modules/offers), the storefront shows the same figures with it.
 */

/** Once the product's units in the order reach min_qty: percent_off % or amount_off dh off each unit. */
export interface OfferTier {
  min_qty: number;
  percent_off: number | null;
  amount_off: number | null;
}

/** One unit of product_id at offer_price in an order that holds the offering product. */
export interface AddonOffer {
  product_id: number;
  offer_price: number;
}

export interface ProductOffers {
  tiers: OfferTier[];
  addons: AddonOffer[];
}

export const NO_OFFERS: ProductOffers = { tiers: [], addons: [] };

export const LINE_OFFERS = ['tier', 'addon'] as const;
export type LineOffer = (typeof LINE_OFFERS)[number] | null;

/** A tier's price of one unit: never below zero. */
export function tierUnitPrice(unitPrice: number, tier: OfferTier): number {
  const cents = toCents(unitPrice);
  const off: Cents =
    tier.percent_off != null ? Math.round((cents * tier.percent_off) / 100) : toCents(tier.amount_off ?? 0);
  return fromCents(Math.max(0, cents - off));
}

/** The tier that gives the lowest unit price for `units` units, or null when none is reached. */
export function bestTier(tiers: readonly OfferTier[], unitPrice: number, units: number): OfferTier | null {
  let best: OfferTier | null = null;
  for (const tier of tiers) {
    if (tier.min_qty > units) continue;
    if (!best || tierUnitPrice(unitPrice, tier) < tierUnitPrice(unitPrice, best)) best = tier;
  }
  return best;
}

export interface LineToPrice {
  product_id: number;
  size: string;
  quantity: number;
  /** The product's sale price now (pricing.ts effectivePrice). */
  unit_price: number;
}

export interface OfferedLine {
  /** The index of the line in the lines priced: an add-on taken from a line of several units splits it in two. */
  line: number;
  product_id: number;
  size: string;
  quantity: number;
  unit_price: number;
  offer: LineOffer;
  /** What the offer takes off the line (every unit together), in dh. */
  discount: number;
}

/**
 * Prices an order's lines with the offers of its products (`offersOf`, by product id):
 * - every unit of a product takes its best tier reached by the product's units in the order,
 *   every size together;
 * - a product that another product of the order offers as an add-on gets one unit (of its first
 *   line) at the lowest such offer price, when that is lower than the unit's price otherwise.
 * The lines keep their order; units never change, only prices.
 */
export function priceWithOffers(
  lines: readonly LineToPrice[],
  offersOf: (productId: number) => ProductOffers | undefined,
): OfferedLine[] {
  const units = new Map<number, number>();
  for (const l of lines) units.set(l.product_id, (units.get(l.product_id) ?? 0) + l.quantity);
  const addonPrice = new Map<number, number>();
  for (const offering of units.keys()) {
    for (const addon of offersOf(offering)?.addons ?? []) {
      if (addon.product_id === offering || !units.has(addon.product_id)) continue;
      const known = addonPrice.get(addon.product_id);
      if (known === undefined || addon.offer_price < known)
        addonPrice.set(addon.product_id, addon.offer_price);
    }
  }
  const priced: OfferedLine[] = [];
  lines.forEach((l, index) => {
    const tier = bestTier(offersOf(l.product_id)?.tiers ?? [], l.unit_price, units.get(l.product_id)!);
    const unit = tier ? tierUnitPrice(l.unit_price, tier) : l.unit_price;
    const part = (quantity: number, price: number, offer: LineOffer): OfferedLine => ({
      line: index,
      product_id: l.product_id,
      size: l.size,
      quantity,
      unit_price: price,
      offer,
      discount: fromCents((toCents(l.unit_price) - toCents(price)) * quantity),
    });
    const addon = addonPrice.get(l.product_id);
    if (addon !== undefined && toCents(addon) < toCents(unit) && l.quantity > 0) {
      addonPrice.delete(l.product_id);
      priced.push(part(1, addon, 'addon'));
      if (l.quantity > 1) priced.push(part(l.quantity - 1, unit, tier ? 'tier' : null));
      return;
    }
    priced.push(part(l.quantity, unit, tier ? 'tier' : null));
  });
  return priced;
}

/** The goods of priced lines, in dh. */
export function offeredTotal(lines: readonly Pick<OfferedLine, 'unit_price' | 'quantity'>[]): number {
  return fromCents(lines.reduce<Cents>((sum, l) => sum + toCents(l.unit_price) * l.quantity, 0));
}

/** A tier as the product page shows it: the unit price it makes and what `min_qty` units save. */
export interface TierPrice {
  min_qty: number;
  unit_price: number;
  saving: number;
}

export function tierPrices(tiers: readonly OfferTier[], unitPrice: number): (OfferTier & TierPrice)[] {
  return [...tiers]
    .sort((a, b) => a.min_qty - b.min_qty)
    .map((tier) => {
      const price = tierUnitPrice(unitPrice, tier);
      return {
        ...tier,
        unit_price: price,
        saving: fromCents((toCents(unitPrice) - toCents(price)) * tier.min_qty),
      };
    });
}

/** The product's next tier above `units` units, or null (the desk offers it on the call). */
export function nextTier(tiers: readonly OfferTier[], units: number): OfferTier | null {
  return [...tiers].sort((a, b) => a.min_qty - b.min_qty).find((t) => t.min_qty > units) ?? null;
}

/** An add-on as the product page shows it: the product offered, its price now and the offer price. */
export interface AddonView extends AddonOffer {
  product: Pick<
    Product,
    'id' | 'name' | 'name_fr' | 'name_ar' | 'image' | 'price' | 'prix_reduction' | 'status' | 'sizes'
  >;
}

/** A product's offers in GET /api/products/:id: the tiers with the prices they make, the add-ons. */
export interface ProductOffersView {
  tiers: (OfferTier & TierPrice)[];
  addons: AddonView[];
}

/**
 * An offer an order could take on the confirmation call (GET /api/confirmation/orders/:id/upsells):
 * the product's next tier (the units that reach it) or an add-on not in the order yet (one unit).
 */
export interface UpsellOption {
  kind: 'tier' | 'addon';
  product_id: number;
  product_name: string;
  /** Units the offer adds. */
  quantity: number;
  /** The offer's unit price once added. */
  unit_price: number;
  /** Sizes with units left, the order's own size of the product first. */
  sizes: string[];
  /** The order's totals once added, read out to the customer before saving. */
  totals: { goods_total: number; delivery_fee: number; cash_to_collect: number };
}
