/**
 * What a shopper's order passes before any unit is taken (docs/product.md "Limits against abuse"
 * and "Blocklist"): the blocklist, then the number of orders per phone, per guest session (24
 * hours) and per IP address (1 hour), then, once the lines are read, the units per line and per
 * order. Staff orders and desk edits do not come here.
 */
import type { Request, Response } from 'express';
import {
  BLOCKED_ORDER_MESSAGE,
  brokenUnitLimit,
  orderLimitMessage,
  type OrderLimits,
  type OrderRefusal,
  type UnitLimit,
} from '@vigor/shared';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { cachedOrderGuard } from '../../lib/order-guard-cache.ts';
import { prisma } from '../../lib/prisma.ts';
import { tooManyRequests } from '../../lib/rate-limit.ts';
import { clientAddress } from './client-address.ts';
import { ORDER_COUNTS, countKey, logLimitRefusal, type Shopper } from './shopper-counts.ts';

export type { Shopper } from './shopper-counts.ts';

/** A shopper's order let in: its lines are checked once read, its count given back if it fails. */
export interface Admission {
  /** 422 `{ message }` when the lines break a unit limit (thrown inside the order's transaction). */
  checkLines(lines: readonly { quantity: number }[]): void;
  /** The order was not placed (refused, failed, or a repeat): it no longer counts. */
  giveBack(): Promise<void>;
}

/**
 * Lets a shopper's order in, or refuses it: a blocked phone or address gets the neutral 422
 * BLOCKED_ORDER_MESSAGE and a row in blocked_orders; one order too many gets 429 with the
 * limit's message and `Retry-After`, and a row in limit_refusals. A refused order counts nowhere.
 */
export async function admitOrder(shopper: Shopper, res: Response): Promise<Admission> {
  const guard = await cachedOrderGuard();
  const ip = clientAddress(shopper.ip ?? 'unknown');
  const entryId = guard.blockedPhones.get(shopper.phone) ?? guard.blockedIps.get(ip);
  if (entryId !== undefined) {
    await prisma.$executeRaw`
      INSERT INTO blocked_orders (entry_id, phone, ip, session_id)
      VALUES ((SELECT id FROM blocklist WHERE id = ${entryId}), ${shopper.phone}, ${ip}, ${shopper.sessionId})`;
    const refusal: OrderRefusal = { code: 'order_refused' };
    throw new AppError(422, BLOCKED_ORDER_MESSAGE, undefined, refusal);
  }
  const counted = ORDER_COUNTS.flatMap((count) => {
    const key = countKey(count.by, shopper, ip);
    return key === null ? [] : [{ ...count, key }];
  });
  const giveBack = async () => {
    await Promise.all(counted.map((c) => c.counter.giveBack(c.key))).catch((error: unknown) =>
      // The order was not placed; a count left one too high ends with its window.
      logger.warn({ err: error }, 'could not give back an order count'),
    );
  };
  const waits = await Promise.all(counted.map((c) => c.counter.hit(c.key, guard.limits[c.limit])));
  const refused = waits.findIndex((wait) => wait !== null);
  if (refused >= 0) {
    await giveBack();
    const { name, windowSeconds, limit } = counted[refused]!;
    const value = guard.limits[limit];
    await logLimitRefusal(limit, shopper, ip);
    throw tooManyRequests(
      res,
      { name, limit: value, windowSeconds, seconds: waits[refused]! },
      orderLimitMessage(limit, value),
      limitRefusal(limit, value),
    );
  }
  return { checkLines: (lines) => checkUnits(guard.limits, lines), giveBack };
}

/** The admission of the order a shopper sends in this request, for `placeOrder`'s `admit`. */
export function admissionOf(req: Request, res: Response, phone: string): () => Promise<Admission> {
  return () => admitOrder({ phone, sessionId: req.guestSessionId ?? null, ip: req.ip }, res);
}

/** The body's fields that let the storefront word a broken limit in its language. */
const limitRefusal = (limit: keyof OrderLimits, value: number): OrderRefusal => ({
  code: 'order_limit',
  limit,
  value,
});

/** 422 with the limit's message and its refusal fields: a line or an order holds too many units. */
export function unitLimitError(limit: UnitLimit, value: number): AppError {
  return new AppError(422, orderLimitMessage(limit, value), undefined, limitRefusal(limit, value));
}

function checkUnits(limits: OrderLimits, lines: readonly { quantity: number }[]): void {
  const broken = brokenUnitLimit(limits, lines);
  if (broken) throw unitLimitError(broken, limits[broken]);
}
