import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { dehydrateQueries, readSsrState, reviveQueries, serializeState, SSR_STATE_ID } from './ssr-state';

describe('server state', () => {
  it('carries answers and API errors through JSON and a data block, and reads them back', async () => {
    const server = new QueryClient();
    server.setQueryData(['products', 'home'], { hoodies: [{ name: '</script>' }] });
    await server.prefetchQuery({
      queryKey: ['products', 'detail', 9],
      queryFn: () => Promise.reject(new ApiError(404, 'Product not found')),
      retry: false,
    });
    server.getQueryCache().build(server, { queryKey: ['carts'] }); // pending: the browser's
    const text = serializeState({
      router: { loaderData: {} },
      queries: dehydrateQueries(server),
      imageSizes: {},
      imageBase: '/storage',
    });
    expect(text).not.toContain('</script>');

    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${text}</script>`;
    const state = readSsrState()!;
    const client = new QueryClient();
    hydrate(client, reviveQueries(state.queries, 1234));
    expect(client.getQueryData(['products', 'home'])).toEqual({ hoodies: [{ name: '</script>' }] });
    expect(client.getQueryState(['products', 'home'])?.dataUpdatedAt).toBe(1234);
    const error = client.getQueryState(['products', 'detail', 9])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Product not found' });
    expect(client.getQueryState(['carts'])).toBeUndefined();
  });

  it('is null on a page without state (the dev server)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readSsrState()).toBeNull();
  });
});
