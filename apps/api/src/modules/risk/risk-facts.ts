/**
 * What the store knows of orders when they are placed (RiskFacts, packages/shared/src/risk.ts),
 * read in one statement for one order (at placement) or many (the nightly refit). Every part is
 * bounded, so a phone, address or network address with thousands of orders costs no more than one
 * with a few: the phone's last PHONE_ORDERS orders, the last SAME_SOURCE_ORDERS orders of the
 * address in 24 hours, and the orders of the network address's SAME_SOURCE_SESSIONS most recently
 * active guest sessions (a mobile network's address is shared by many shoppers).
 */
import type { Prisma } from '@vigor/db/client';
import type { RiskFacts } from '@vigor/shared';
import type { Tx } from '../../lib/stock.ts';

const PHONE_ORDERS = 100;
const SAME_SOURCE_ORDERS = 50;
const SAME_SOURCE_SESSIONS = 50;

interface FactsRow {
  order_id: number;
  city: string;
  goods_total: number;
  missing_address: boolean;
  from_lead: boolean;
  delivered: number;
  refused: number;
  canceled: number;
  earlier: number;
  city_parcels: number;
  city_refused: number;
  other_identities: number;
  refused_now: boolean | null;
}

export interface OrderFacts {
  orderId: number;
  facts: RiskFacts;
  /** For orders with an outcome: refused or returned (true), delivered (false); else null. */
  refused: boolean | null;
}

/** The facts of the orders `me` that `where` selects (an SQL condition on `me`, the orders table). */
export async function riskFactsOf(db: Tx, where: Prisma.Sql): Promise<OrderFacts[]> {
  const rows = await db.$queryRaw<FactsRow[]>`
    SELECT me.id AS order_id, me.customer_city AS city, me.total_amount::float8 AS goods_total,
      (me.customer_address IS NULL OR btrim(me.customer_address) = '') AS missing_address,
      EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = me.id AND e.kind = 'placed'
        AND e.details->>'source' = 'lead') AS from_lead,
      ph.delivered, ph.refused, ph.canceled, ph.earlier,
      COALESCE(c.parcels, 0) AS city_parcels, COALESCE(c.refused, 0) AS city_refused,
      (SELECT count(DISTINCT (s.customer_phone, lower(s.customer_name)))::int FROM (
        (SELECT o.id, o.customer_phone, o.customer_name, o.created_at FROM orders o
          WHERE me.session_id IS NOT NULL AND o.session_id = me.session_id)
        UNION ALL
        (SELECT o.id, o.customer_phone, o.customer_name, o.created_at FROM orders o
          WHERE me.customer_address IS NOT NULL AND o.customer_address = me.customer_address
            AND o.created_at > me.created_at - interval '24 hours' AND o.created_at <= me.created_at
          ORDER BY o.created_at DESC LIMIT ${SAME_SOURCE_ORDERS})
        UNION ALL
        (SELECT o.id, o.customer_phone, o.customer_name, o.created_at FROM (
            SELECT g.id FROM guest_sessions g WHERE my_session.ip_address IS NOT NULL
              AND g.ip_address = my_session.ip_address
            ORDER BY g.last_activity DESC LIMIT ${SAME_SOURCE_SESSIONS}) ip_sessions
          JOIN orders o ON o.session_id = ip_sessions.id)
      ) s WHERE s.id <> me.id AND s.created_at > me.created_at - interval '24 hours'
        AND s.created_at <= me.created_at
        AND (s.customer_phone <> me.customer_phone OR lower(s.customer_name) <> lower(me.customer_name))
      ) AS other_identities,
      CASE WHEN me.status = 'delivered' THEN false
        WHEN me.status IN ('refused', 'returned') THEN true END AS refused_now
    FROM orders me
    LEFT JOIN guest_sessions my_session ON my_session.id = me.session_id
    LEFT JOIN risk_city_rates c ON c.city = me.customer_city
    CROSS JOIN LATERAL (SELECT
        count(*) FILTER (WHERE p.status = 'delivered')::int AS delivered,
        count(*) FILTER (WHERE p.status IN ('refused', 'returned'))::int AS refused,
        count(*) FILTER (WHERE p.status = 'canceled')::int AS canceled,
        count(*)::int AS earlier
      FROM (SELECT o.status FROM orders o WHERE o.customer_phone = me.customer_phone AND o.id <> me.id
        AND o.created_at <= me.created_at ORDER BY o.created_at DESC LIMIT ${PHONE_ORDERS}) p) ph
    WHERE ${where}`;
  return rows.map((r) => ({
    orderId: r.order_id,
    refused: r.refused_now,
    facts: {
      phone_delivered: r.delivered,
      phone_refused: r.refused,
      phone_canceled: r.canceled,
      first_order: r.earlier === 0,
      city: r.city,
      city_parcels: r.city_parcels,
      city_refused: r.city_refused,
      goods_total: r.goods_total,
      other_identities: r.other_identities,
      missing_address: r.missing_address,
      from_lead: r.from_lead,
    },
  }));
}
