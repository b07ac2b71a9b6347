import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_VERSION, cacheKey, createCollectionPersister, lifetimeOf } from './query-persister';

const MINUTE = 60_000;

async function save(client: QueryClient) {
  await persistQueryClientSave({
    queryClient: client,
    persister: createCollectionPersister(localStorage, 0),
    buster: CACHE_VERSION,
  });
}

describe('collection persister', () => {
  it('stores one {collection}_cache entry per collection with version 1.0', async () => {
    const client = new QueryClient();
    client.setQueryData(['products', 'home'], { hoodies: [] });
    client.setQueryData(['carts'], [{ id: 1 }]);
    await save(client);
    const products = JSON.parse(localStorage.getItem(cacheKey('products')) ?? 'null');
    expect(products.version).toBe(CACHE_VERSION);
    expect(products.queries).toHaveLength(1);
    expect(localStorage.getItem('carts_cache')).not.toBeNull();
  });

  it('restores each collection only within its lifetime and removes expired entries', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    const client = new QueryClient();
    client.setQueryData(['products', 'home'], { hoodies: ['h'] });
    client.setQueryData(['carts'], [{ id: 1 }]);
    await save(client);

    vi.setSystemTime(new Date('2026-11-21T10:03:00Z')); // carts (2 min) expired, products (5 min) not
    const restored = new QueryClient();
    await persistQueryClientRestore({
      queryClient: restored,
      persister: createCollectionPersister(localStorage, 0),
      buster: CACHE_VERSION,
    });
    expect(restored.getQueryData(['products', 'home'])).toEqual({ hoodies: ['h'] });
    expect(restored.getQueryData(['carts'])).toBeUndefined();
    expect(localStorage.getItem('carts_cache')).toBeNull();
  });

  it('drops caches of another version', async () => {
    localStorage.setItem(
      'products_cache',
      JSON.stringify({
        version: '0.9',
        timestamp: Date.now(),
        queries: [{ queryKey: ['products'], state: { dataUpdatedAt: Date.now() } }],
      }),
    );
    const restored = new QueryClient();
    await persistQueryClientRestore({
      queryClient: restored,
      persister: createCollectionPersister(localStorage, 0),
      buster: CACHE_VERSION,
    });
    expect(localStorage.getItem('products_cache')).toBeNull();
  });

  it('keeps each collection for its own lifetime', () => {
    expect(lifetimeOf('products')).toBe(5 * MINUTE);
    expect(lifetimeOf('carts')).toBe(2 * MINUTE);
    expect(lifetimeOf('sales')).toBe(10 * MINUTE);
    expect(lifetimeOf('quickCart')).toBe(2 * MINUTE);
    expect(lifetimeOf('anything-else')).toBe(5 * MINUTE);
  });
});
