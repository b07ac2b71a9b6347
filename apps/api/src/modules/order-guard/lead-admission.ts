/**
 * Whether a shopper's lead is kept (docs/product.md "Leads"): a lead is an order the desk may
 * still take, so none is kept for a blocked phone or address, nor for a shopper whose next order
 * the order counts would refuse. A new lead passes counts of its own (per guest session in 24
 * hours, per IP address in an hour, DeskSettings), so a flood of them never reaches the desk.
 */
import type { Response } from 'express';
import { logger } from '../../lib/logger.ts';
import { cachedOrderGuard } from '../../lib/order-guard-cache.ts';
import { tooManyRequests } from '../../lib/rate-limit.ts';
import { clientAddress } from './client-address.ts';
import { LEAD_COUNTS, ORDER_COUNTS, countKey, logLimitRefusal, type Shopper } from './shopper-counts.ts';

const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * false: keep no lead for this shopper (blocked, or at an order count's limit), answered as if
 * kept, as a blocked shopper is never told. For a new lead (`isNew`), one over its counts is
 * refused with 429 and a row in limit_refusals, and counts nowhere.
 */
export async function admitLead(shopper: Shopper, isNew: boolean, res: Response): Promise<boolean> {
  const guard = await cachedOrderGuard();
  const ip = clientAddress(shopper.ip ?? 'unknown');
  if (guard.blockedPhones.has(shopper.phone) || guard.blockedIps.has(ip)) return false;
  const keyed = <T extends { by: 'phone' | 'session' | 'ip' }>(counts: T[]) =>
    counts.flatMap((count) => {
      const key = countKey(count.by, shopper, ip);
      return key === null ? [] : [{ ...count, key }];
    });
  const orderCounts = await Promise.all(
    keyed(ORDER_COUNTS).map(async (c) => (await c.counter.count(c.key)) >= guard.limits[c.limit]),
  );
  if (orderCounts.includes(true)) return false;
  if (!isNew) return true;

  const counted = keyed(LEAD_COUNTS);
  const waits = await Promise.all(counted.map((c) => c.counter.hit(c.key, guard.leadLimits[c.limit])));
  const refused = waits.findIndex((wait) => wait !== null);
  if (refused < 0) return true;
  await Promise.all(counted.map((c) => c.counter.giveBack(c.key))).catch((error: unknown) =>
    logger.warn({ err: error }, 'could not give back a lead count'),
  );
  const { name, windowSeconds, limit } = counted[refused]!;
  await logLimitRefusal(limit, shopper, ip);
  throw tooManyRequests(
    res,
    { name, limit: guard.leadLimits[limit], windowSeconds, seconds: waits[refused]! },
    TOO_MANY,
  );
}
