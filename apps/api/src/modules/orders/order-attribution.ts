/**
 * An order's attribution (docs/product.md, "Attribution"): a copy of its session's when it is
 * placed, with the shopper's IP address and user agent of that moment, which the ad events sent
 * later carry (modules/ads). An ad click older than AD_CLICK_WINDOW_DAYS no longer counts.
 */
import { AD_CLICK_WINDOW_DAYS } from '@vigor/shared';
import type { Request } from 'express';
import type { Tx } from '../../lib/stock.ts';

/** Whose order it is: the guest session, and the request's address and browser if it came from one. */
export interface AttributionSource {
  sessionId: string;
  /** null: the session's last known (a lead converted by staff, whose request is not the shopper's). */
  ip: string | null;
  userAgent: string | null;
}

/** Copies the session's attribution onto the order, in the order's transaction. */
export async function copyAttribution(tx: Tx, orderId: number, source: AttributionSource): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO order_attributions (order_id, utm_source, utm_medium, utm_campaign, utm_content, utm_term,
      landing_path, referrer_host, fbc, fbp, ttclid, ttp, clicked_at, client_ip, user_agent)
    SELECT ${orderId}, a.utm_source, a.utm_medium, a.utm_campaign, a.utm_content, a.utm_term,
      a.landing_path, a.referrer_host,
      CASE WHEN counts THEN a.fbc END, a.fbp, CASE WHEN counts THEN a.ttclid END, a.ttp,
      CASE WHEN counts THEN a.clicked_at END,
      COALESCE(${source.ip}, s.ip_address), LEFT(COALESCE(${source.userAgent}, s.user_agent), 500)
    FROM guest_sessions s
    LEFT JOIN session_attributions a ON a.session_id = s.id
    CROSS JOIN LATERAL (SELECT a.clicked_at > now() - make_interval(days => ${AD_CLICK_WINDOW_DAYS}) AS counts) c
    WHERE s.id = ${source.sessionId}`;
}

/** The request's IP address and user agent, for a shopper's own order. */
export function shopperOf(req: Request): Omit<AttributionSource, 'sessionId'> {
  return { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
}
