import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeRows } from '@vigor/shared';
import { apiFetch, unwrap } from '../../../lib/api-client';
import { productKeys } from './get-products';

export const getHomeRows = async (signal?: AbortSignal): Promise<HomeRows> =>
  unwrap<HomeRows>(await apiFetch('/api/products/home', { signal }));

export const homeRowsQuery = () =>
  queryOptions({ queryKey: productKeys.home(), queryFn: ({ signal }) => getHomeRows(signal) });

export const useHomeRows = () => useQuery(homeRowsQuery());
