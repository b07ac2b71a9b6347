/**
 * A session's attribution (docs/product.md, "Attribution"): kept from its page views by the
 * shared rule nextSessionAttribution, read by the order placement's copy
 * (orders/order-attribution.ts).
 */
import { nextSessionAttribution, type UpdateActivityInput } from '@vigor/shared';
import { prisma } from '../../lib/prisma.ts';

/** The pixels' first-party cookies, as Meta's and TikTok's pixels name them (docs/ads.md). */
export interface PixelCookies {
  fbp: string | null;
  ttp: string | null;
}

export async function recordAttribution(
  sessionId: string,
  input: UpdateActivityInput,
  cookies: PixelCookies,
  now = new Date(),
): Promise<void> {
  const { landing } = input;
  // Most page views carry neither a landing nor a cookie: no read at all for those.
  if (!landing && !cookies.fbp && !cookies.ttp) return;
  const current = await prisma.sessionAttribution.findUnique({
    where: { session_id: sessionId },
    omit: { session_id: true, created_at: true },
  });
  if (!current && !landing) return;
  const visit = { query: landing?.query ?? '', referrer: landing?.referrer ?? '', ...cookies };
  const next = nextSessionAttribution(current, visit, input.current_page, now);
  if (!next) return;
  await prisma.sessionAttribution.upsert({
    where: { session_id: sessionId },
    create: { session_id: sessionId, ...next },
    update: next,
  });
}
