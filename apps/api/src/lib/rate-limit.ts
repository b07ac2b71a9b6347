/**
 * Rate limits shared by every API process: the counters live in PostgreSQL's rate_limits table
 * through rate-limiter-flexible (docs/decisions/020-rate-limits-in-postgresql.md), so a limit
 * holds whichever process answers, and restarts do not reset it.
 */
import type { RequestHandler, Response } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';
import { pool } from './prisma.ts';

export interface Limit {
  /** Hits a key may make per window. */
  limit: number;
  windowSeconds: number;
}

export interface SharedLimit {
  /**
   * Counts one hit for `key`; past the limit answers 429 with `message` (the hit still counts:
   * a client that keeps trying stays blocked until the window ends).
   */
  hit(key: string, res: Response): Promise<void>;
  /** Takes one hit back, e.g. for a login that succeeded. */
  giveBack(key: string): Promise<void>;
}

/** The store's limiter of `points` hits per window for the keys prefixed `name`. */
function postgresLimiter(name: string, points: number, windowSeconds: number) {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    // Made by a migration (prisma/migrations), not at run time.
    tableCreated: true,
    keyPrefix: name,
    points,
    duration: windowSeconds,
  });
}

/** A limit named `name` (its keys' prefix in the table), answering 429 with `message`. */
export function sharedLimit(name: string, { limit, windowSeconds }: Limit, message: string): SharedLimit {
  const limiter = postgresLimiter(name, limit, windowSeconds);
  return {
    async hit(key, res) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        // A database failure is an Error and goes to the error handler (503); a refusal is not.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw tooManyRequests(res, { name, limit, windowSeconds, seconds }, message);
      }
    },
    async giveBack(key) {
      await limiter.reward(key);
    },
  };
}

/**
 * The 429 of a limit `name` whose window ends in `seconds`, its `Retry-After` and `RateLimit`
 * headers set on `res`.
 */
export function tooManyRequests(
  res: Response,
  refusal: { name: string; limit: number; windowSeconds: number; seconds: number },
  message: string,
  /** Further fields of the body (e.g. which limit). */
  extra?: Record<string, unknown>,
): AppError {
  const { name, limit, windowSeconds, seconds } = refusal;
  res.set({
    'Retry-After': String(seconds),
    'RateLimit-Policy': `"${name}";q=${limit};w=${windowSeconds}`,
    RateLimit: `"${name}";r=0;t=${seconds}`,
  });
  return new AppError(429, message, undefined, extra);
}

export interface SettableCount {
  /**
   * Counts one hit for `key` and tells whether it stays within `limit`, read by the caller at
   * each hit (a setting an admin may change): null when it does, else the seconds until the
   * window ends. A refused hit counts too, until given back.
   */
  hit(key: string, limit: number): Promise<number | null>;
  giveBack(key: string): Promise<void>;
  /** The hits counted for `key` in its window now, without counting one. */
  count(key: string): Promise<number>;
  /** Forgets `key`'s count (staff lifting a limit); answers the count it held. */
  clear(key: string): Promise<number>;
}

/**
 * A count named `name` per key and fixed window whose limit is a setting: the store never
 * refuses by itself (its own limit is out of reach), the caller compares the count with the
 * setting of the moment, so a change applies at once to the windows already open.
 */
export function settableCount(name: string, windowSeconds: number): SettableCount {
  const limiter = postgresLimiter(name, Number.MAX_SAFE_INTEGER, windowSeconds);
  return {
    async hit(key, limit) {
      const counted = await limiter.consume(key);
      return counted.consumedPoints <= limit ? null : Math.max(1, Math.ceil(counted.msBeforeNext / 1000));
    },
    async giveBack(key) {
      await limiter.reward(key);
    },
    async count(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    async clear(key) {
      const held = (await limiter.get(key))?.consumedPoints ?? 0;
      await limiter.delete(key);
      return held;
    },
  };
}

/** Middleware: one hit per request, keyed by the client's address. */
export function limitPerAddress(limit: SharedLimit): RequestHandler {
  return async (req, res, next) => {
    await limit.hit(req.ip ?? 'unknown', res);
    next();
  };
}
