/**
 * The public catalog's answers (product pages, shop pages, home rows), kept serialized and
 * gzip-compressed in this process so that a repeated read costs neither a query nor JSON nor
 * gzip. Every write that changes what they show calls `invalidateCatalog()` once it has
 * committed: product create, update, status and delete, orders placed, canceled, restored or
 * deleted (units left and units sold), and the delivery settings (pages show the fees). The
 * other processes of the store forget theirs within a second (lib/catalog-changes.ts); the short
 * lifetime is a safety net. Values made from the catalog (server-rendered pages, the sitemap, the
 * products cart adds are checked against) are kept and forgotten with it (`catalogDerived`).
 *
 * Cache hits are answered at the front of the app (`catalogCacheHits`), before the request log
 * and the cookie and body parsers: they cost a map lookup and one write.
 *
 * HTTP: a strong ETag per answer, `Cache-Control: public, max-age=0, must-revalidate` (browsers
 * and proxies may keep the bytes but ask every time, so stock is never stale), 304 on a
 * matching If-None-Match, and the gzip bytes for callers that accept gzip.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { IdParam, ListProductsQuery } from '@vigor/shared';
import { env } from '../config/env.ts';

export const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** A safety net for writes made by another process (e.g. a seed run against a live store). */
const MAX_AGE_MS = 60_000;
/** Searches make many keys; the oldest go first past this. */
const MAX_ENTRIES = 1_000;
/** Below this, gzip saves less than its header and the CPU it costs the client. */
const MIN_GZIP_BYTES = 1_024;

interface Entry {
  etag: string;
  body: Buffer;
  gzip: Buffer | null;
  expires: number;
}

let generation = 0;
/** Answers ready to send, and computations under way (concurrent misses share one). */
const ready = new Map<string, Entry>();
const pending = new Map<string, Promise<Entry>>();
/**
 * Off in tests by default: they write rows straight through Prisma (factories, truncation), which
 * no service invalidation sees. The cache's own tests turn it on.
 */
let enabled = env.NODE_ENV !== 'test';

export function setCatalogCacheEnabled(on: boolean): void {
  enabled = on;
  invalidateCatalog();
}

/** Values made from catalog answers (server-rendered pages, the sitemap), kept as long as them. */
const derived = new Map<string, { value: unknown; expires: number }>();
/** Derived values being made, with the generation they started in. */
const producing = new Map<string, { generation: number; value: Promise<unknown> }>();

/** Forgets every cached answer. Call after a committed write that changes the catalog. */
export function invalidateCatalog(): void {
  generation++;
  ready.clear();
  pending.clear();
  derived.clear();
  producing.clear();
}

function toEntry(value: unknown): Entry {
  const body = Buffer.from(JSON.stringify(value));
  return {
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    body,
    gzip: body.length >= MIN_GZIP_BYTES ? gzipSync(body) : null,
    expires: Date.now() + MAX_AGE_MS,
  };
}

function readyEntry(key: string): Entry | undefined {
  const entry = ready.get(key);
  if (entry && entry.expires <= Date.now()) {
    ready.delete(key);
    return undefined;
  }
  return entry;
}

async function lookup(key: string, produce: () => Promise<unknown>): Promise<Entry> {
  if (!enabled) return toEntry(await produce());
  const found = readyEntry(key) ?? pending.get(key);
  if (found) return found;
  const started = generation;
  const computing = produce().then((value) => toEntry(value));
  pending.set(key, computing);
  try {
    const entry = await computing;
    // Kept only when no write committed meanwhile: the answer could predate it.
    if (started === generation) {
      ready.set(key, entry);
      if (ready.size > MAX_ENTRIES) ready.delete(ready.keys().next().value!);
    }
    return entry;
  } finally {
    if (pending.get(key) === computing) pending.delete(key);
  }
}

function send(req: Request, res: Response, entry: Entry): void {
  res.set({
    'Cache-Control': CATALOG_CACHE_CONTROL,
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
    'Content-Type': 'application/json; charset=utf-8',
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const gzip = entry.gzip && req.acceptsEncodings('gzip', 'identity') === 'gzip' ? entry.gzip : null;
  if (gzip) res.set('Content-Encoding', 'gzip');
  const body = gzip ?? entry.body;
  res.set('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

export const catalogKeys = {
  list: (query: ListProductsQuery) => `list:${JSON.stringify(query)}`,
  product: (id: number) => `product:${id}`,
  home: () => 'home',
};

/**
 * Answers a catalog read from the cache, computing it with `produce` on a miss. Errors thrown by
 * `produce` (e.g. 404) are not cached and reach the error handler as usual.
 */
export async function sendCatalog(
  req: Request,
  res: Response,
  key: string,
  produce: () => Promise<unknown>,
): Promise<void> {
  send(req, res, await lookup(key, produce));
}

/**
 * A catalog answer as data, through the same cache (the product page's HTML reads the product its
 * API call is about to ask for, and leaves it cached for that call). Errors are not cached.
 */
export async function catalogValue<T>(key: string, produce: () => Promise<T>): Promise<T> {
  return JSON.parse((await lookup(key, produce)).body.toString('utf8')) as T;
}

/**
 * A value made from catalog answers (a server-rendered page), kept until the catalog changes:
 * the same invalidation, lifetime and size bound as the answers themselves.
 */
export async function catalogDerived<T>(key: string, produce: () => Promise<T>): Promise<T> {
  if (!enabled) return produce();
  const found = derived.get(key);
  if (found && found.expires > Date.now()) return found.value as T;
  // Requests that miss together share one production (a cold page under load would otherwise be
  // rendered once per request); one that starts after a write makes its own.
  const started = generation;
  const pending = producing.get(key);
  if (pending && pending.generation === started) return pending.value as Promise<T>;
  const value = produce().then((made) => {
    // Kept only when no write committed meanwhile: the value could predate it.
    if (started === generation) {
      derived.delete(key);
      derived.set(key, { value: made, expires: Date.now() + MAX_AGE_MS });
      if (derived.size > MAX_ENTRIES) derived.delete(derived.keys().next().value!);
    }
    return made;
  });
  producing.set(key, { generation: started, value });
  try {
    return await value;
  } finally {
    if (producing.get(key)?.value === value) producing.delete(key);
  }
}

/** The cache key of a catalog GET, parsed as the products router parses it; null otherwise. */
function keyOf(req: Request): string | null {
  if (req.path === '/api/products' || req.path === '/api/products/') {
    const query = ListProductsQuery.safeParse(req.query);
    return query.success ? catalogKeys.list(query.data) : null;
  }
  const id = req.params.id;
  if (id === 'home') return catalogKeys.home();
  const params = IdParam.safeParse({ id });
  return params.success ? catalogKeys.product(params.data.id) : null;
}

/**
 * Mounted at the front of the app for GET /api/products[/:id|/home]: a cached answer is sent at
 * once, without the request log, cookie and body parsing; anything else (a miss, a 404, a bad
 * query) goes on to the products router, which computes and caches it.
 */
export const catalogCacheHits: RequestHandler = (req, res, next) => {
  const key = enabled ? keyOf(req) : null;
  const entry = key === null ? undefined : readyEntry(key);
  if (!entry) return next();
  send(req, res, entry);
};
