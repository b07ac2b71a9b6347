import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productKeys } from '../features/products';
import { createQueryClient } from '../lib/query-client';
import { makeProduct, mockApi } from '../test/test-utils';
import { createRoutes } from './router';

function productLoader() {
  const queryClient = createQueryClient({ retry: 0 });
  const route = createRoutes(queryClient)[0]!.children!.find((r: RouteObject) => r.id === 'product')!;
  const load = (productId: string) => {
    const url = new URL(`http://localhost/product/${productId}`);
    return (route.loader as (args: LoaderFunctionArgs) => unknown)({
      params: { productId },
      request: new Request(url),
      url,
      pattern: '/product/:productId',
      context: undefined,
    });
  };
  return { queryClient, load };
}

describe('product route loader', () => {
  it('starts the product query without waiting for it, and the query gets its data', async () => {
    const product = makeProduct({ id: 7 });
    const api = mockApi({ 'GET /api/products/7': { body: { data: product } } });
    const { queryClient, load } = productLoader();

    await expect(load('7')).resolves.toBeNull();
    expect(api.callsTo('GET /api/products/7')).toHaveLength(1);
    expect(queryClient.getQueryState(productKeys.detail(7))?.fetchStatus).toBe('fetching');
    await expect.poll(() => queryClient.getQueryData(productKeys.detail(7))).toEqual(product);
  });

  it('asks nothing for a segment that is not a plain decimal id', async () => {
    const api = mockApi();
    const { load } = productLoader();
    for (const id of ['abc', '0', '-3', '1.5', '007', '0x7', '2147483648']) {
      await expect(load(id)).resolves.toBeNull();
    }
    expect(api.calls).toHaveLength(0);
  });
});
