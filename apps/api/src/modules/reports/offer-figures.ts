/**
 * Offers' figures for REPORTS (docs/product.md, "Offers"): how many orders take a tier, an add-on
 * or an upsell, what orders with and without offers are worth, and whether upsold orders are
 * delivered as often as the others (an upsell the customer then refuses shows here).
 */
import { fromCents, shopDayEnd, shopDayStart, toCents, type OfferFigures } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const average = (goods: string, orders: number) =>
  orders > 0 ? fromCents(Math.round(toCents(goods) / orders)) : null;

export async function offerFigures(from: string, to: string): Promise<OfferFigures> {
  const [row] = await prisma.$queryRaw<
    {
      orders: number;
      with_tier: number;
      with_addon: number;
      upsold: number;
      units: number;
      orders_with: number;
      goods_with: string;
      goods_without: string;
      upsold_delivered: number;
      upsold_refused: number;
      others_delivered: number;
      others_refused: number;
    }[]
  >`
    WITH placed AS (
      SELECT o.status, o.total_amount,
        EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.offer = 'tier') AS tier,
        EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.offer = 'addon') AS addon,
        EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.kind = 'upsell') AS upsold,
        (SELECT COALESCE(sum(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id) AS units
      FROM orders o
      WHERE o.created_at >= ${shopDayStart(from)} AND o.created_at < ${shopDayEnd(to)} AND o.status <> 'canceled')
    SELECT count(*)::int AS orders,
      count(*) FILTER (WHERE tier)::int AS with_tier,
      count(*) FILTER (WHERE addon)::int AS with_addon,
      count(*) FILTER (WHERE upsold)::int AS upsold,
      COALESCE(sum(units), 0)::int AS units,
      count(*) FILTER (WHERE tier OR addon OR upsold)::int AS orders_with,
      COALESCE(sum(total_amount) FILTER (WHERE tier OR addon OR upsold), 0)::text AS goods_with,
      COALESCE(sum(total_amount) FILTER (WHERE NOT (tier OR addon OR upsold)), 0)::text AS goods_without,
      count(*) FILTER (WHERE upsold AND status = 'delivered')::int AS upsold_delivered,
      count(*) FILTER (WHERE upsold AND status = 'refused')::int AS upsold_refused,
      count(*) FILTER (WHERE NOT upsold AND status = 'delivered')::int AS others_delivered,
      count(*) FILTER (WHERE NOT upsold AND status = 'refused')::int AS others_refused
    FROM placed`;
  const r = row!;
  return {
    orders: r.orders,
    with_tier: r.with_tier,
    with_addon: r.with_addon,
    upsold: r.upsold,
    take_rates: {
      tier: share(r.with_tier, r.orders),
      addon: share(r.with_addon, r.orders),
      upsell: share(r.upsold, r.orders),
    },
    average_order_with_offers: average(r.goods_with, r.orders_with),
    average_order_without_offers: average(r.goods_without, r.orders - r.orders_with),
    units_per_order: share(r.units, r.orders),
    delivered_rate_upsold: share(r.upsold_delivered, r.upsold_delivered + r.upsold_refused),
    delivered_rate_others: share(r.others_delivered, r.others_delivered + r.others_refused),
  };
}
