import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

/** Version of the stored caches; a different version is dropped on read. */
export const CACHE_VERSION = '1.0';
const MINUTE = 60_000;

/** How long a collection's cached answers may be shown; unlisted collections 5 min. */
export const CACHE_LIFETIMES: Record<string, number> = {
  products: 5 * MINUTE,
  carts: 2 * MINUTE,
  sales: 10 * MINUTE,
  messages: 5 * MINUTE,
  utilisateurs: 5 * MINUTE,
  quickCart: 2 * MINUTE,
};
export const DEFAULT_CACHE_LIFETIME = 5 * MINUTE;
/** The longest lifetime: the persisted client as a whole is never older than this. */
export const MAX_CACHE_LIFETIME = Math.max(DEFAULT_CACHE_LIFETIME, ...Object.values(CACHE_LIFETIMES));

type DehydratedQuery = DehydratedState['queries'][number];

interface CollectionCache {
  version: string;
  timestamp: number;
  queries: DehydratedQuery[];
}

const SUFFIX = '_cache';
export const cacheKey = (collection: string) => `${collection}${SUFFIX}`;

export function lifetimeOf(collection: string): number {
  return CACHE_LIFETIMES[collection] ?? DEFAULT_CACHE_LIFETIME;
}

function collectionOf(query: { queryKey: readonly unknown[] }): string {
  return String(query.queryKey[0]);
}

function storedCollections(storage: Storage): string[] {
  const names: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.endsWith(SUFFIX)) names.push(key.slice(0, -SUFFIX.length));
  }
  return names;
}

/** Reads one collection's cache, dropping it when unreadable, of another version or expired. */
export function readCollection(storage: Storage, collection: string, now = Date.now()): DehydratedQuery[] {
  const key = cacheKey(collection);
  const raw = storage.getItem(key);
  if (!raw) return [];
  let cache: CollectionCache;
  try {
    cache = JSON.parse(raw) as CollectionCache;
  } catch {
    storage.removeItem(key);
    return [];
  }
  const lifetime = lifetimeOf(collection);
  const fresh =
    cache.version === CACHE_VERSION && Array.isArray(cache.queries)
      ? cache.queries.filter((q) => now - q.state.dataUpdatedAt < lifetime)
      : [];
  if (fresh.length === 0) storage.removeItem(key);
  return fresh;
}

/** Drops a collection's stored cache (after a write to it). */
export function invalidateStoredCollection(collection: string, storage: Storage = localStorage): void {
  storage.removeItem(cacheKey(collection));
}

/** After a write: a collection reloads in memory and its stored cache is dropped, in one call. */
export function invalidateCollection(queryClient: QueryClient, collection: string): Promise<void> {
  invalidateStoredCollection(collection);
  return queryClient.invalidateQueries({ queryKey: [collection] });
}

/**
 * Persists the query cache to localStorage as one `{collection}_cache` entry per collection
 * (first element of the query key), each read back only within its own lifetime.
 */
export function createCollectionPersister(
  // globalThis: the server renders the provider too (it never reads or writes the cache).
  storage: Storage = globalThis.localStorage,
  throttleMs = 500,
): Persister {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: PersistedClient | undefined;

  const write = () => {
    timer = undefined;
    if (!pending) return;
    const groups = new Map<string, DehydratedQuery[]>();
    for (const query of pending.clientState.queries) {
      const name = collectionOf(query);
      groups.set(name, [...(groups.get(name) ?? []), query]);
    }
    pending = undefined;
    for (const name of storedCollections(storage)) {
      if (!groups.has(name)) storage.removeItem(cacheKey(name));
    }
    for (const [name, queries] of groups) {
      const cache: CollectionCache = { version: CACHE_VERSION, timestamp: Date.now(), queries };
      try {
        storage.setItem(cacheKey(name), JSON.stringify(cache));
      } catch {
        // Storage full or unavailable: the page keeps working without a cache.
      }
    }
  };

  return {
    persistClient(client) {
      pending = client;
      if (throttleMs <= 0) write();
      else timer ??= setTimeout(write, throttleMs);
    },
    restoreClient() {
      const now = Date.now();
      const queries = storedCollections(storage).flatMap((name) => readCollection(storage, name, now));
      return { timestamp: now, buster: CACHE_VERSION, clientState: { mutations: [], queries } };
    },
    removeClient() {
      for (const name of storedCollections(storage)) storage.removeItem(cacheKey(name));
    },
  };
}
