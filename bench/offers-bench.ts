/**
 * Orders with offers (docs/product.md "Offers", issue #35): once the store's own POST /api/sales
 * run is measured, every orderable product gets two quantity tiers (2 → 10 %, 3 → 15 % off) and an
 * add-on (the next product at 80 % of its price), the run's unused cart lines take 2 units (a tier
 * applies; the hot product's lines keep 1, so that its units run out as in the run before), and
 * the same load orders them. The offers are removed afterwards: the next run starts as this one did.
 */
import { load, type LoadFigures, type LoadOptions } from './api-load.ts';
import { HOT_PRODUCT_ID, type BenchDatabase } from './database.ts';
import { log } from './log.ts';

const ORDERABLE = `status IN ('available', 'pre_order')`;

const OFFERS_SQL = `
INSERT INTO product_offer_tiers (product_id, min_qty, percent_off)
SELECT id, t.min_qty, t.percent_off FROM products, (VALUES (2, 10), (3, 15)) AS t(min_qty, percent_off)
WHERE ${ORDERABLE};
INSERT INTO product_addons (product_id, addon_product_id, offer_price)
SELECT p.id, a.id, round(a.price * 0.8, 2) FROM products p JOIN products a ON a.id = p.id + 1
WHERE p.${ORDERABLE};
ANALYZE product_offer_tiers, product_addons;`;

export const NO_OFFERS_SQL = 'DELETE FROM product_offer_tiers; DELETE FROM product_addons;';

/**
 * The offers the product page shows while Lighthouse runs it: two tiers and an add-on (the next
 * product) on `productId`, so that the page weighed is the one shoppers see with offers.
 */
export const pageOffersSql = (productId: number) => `
INSERT INTO product_offer_tiers (product_id, min_qty, percent_off) VALUES (${productId}, 2, 10), (${productId}, 3, 15);
INSERT INTO product_addons (product_id, addon_product_id, offer_price)
SELECT ${productId}, id, round(price * 0.8, 2) FROM products WHERE id = ${productId} + 1;`;

export interface OffersSales {
  orders_per_s: number;
  p99_ms: number;
  status_counts: LoadFigures['status_counts'];
  /** orders/s with offers divided by the orders/s of the run before, without. */
  ratio_to_without: number;
}

/**
 * POST /api/sales with offers on `lines` (cart lines of this run no order has used yet), for as
 * long as the run without offers lasted; `next` makes each line's request as that run did.
 */
export async function offersSalesRun(
  db: BenchDatabase,
  origin: string,
  lines: readonly { id: number }[],
  next: LoadOptions['next'],
  { duration, workers, withoutPerS }: { duration: number; workers: number; withoutPerS: number },
): Promise<OffersSales> {
  await db.query(OFFERS_SQL);
  await db.query(
    `UPDATE cart_items SET quantity = 2 WHERE id = ANY($1) AND product_id <> ${HOT_PRODUCT_ID}`,
    [lines.map((l) => l.id)],
  );
  try {
    const sales = await load({ origin, duration, next });
    const perS = Math.round((sales.status_counts['201'] ?? 0) / duration);
    const ratio = Number((perS / withoutPerS).toFixed(2));
    log(
      `POST /api/sales with offers (${workers}w): ${perS} orders/s (${Math.round(ratio * 100)}% of ${withoutPerS}/s without), ` +
        `p99 ${sales.p99_ms} ms, statuses ${JSON.stringify(sales.status_counts)}`,
    );
    return {
      orders_per_s: perS,
      p99_ms: sales.p99_ms,
      status_counts: sales.status_counts,
      ratio_to_without: ratio,
    };
  } finally {
    await db.query(NO_OFFERS_SQL);
  }
}
