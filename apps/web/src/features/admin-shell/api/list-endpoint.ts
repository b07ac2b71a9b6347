import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { PageMeta } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken } from '../lib/staff-session';
import { NOT_PERSISTED } from './query-meta';

/**
 * What every back-office list is asked for: a search text, a page and, for some, a status ('all' =
 * any) and other filters (a date range...), each sent when not empty.
 */
export interface ListParams {
  q: string;
  page: number;
  status?: string;
  filters?: Readonly<Record<string, string>>;
}

interface ListEndpoint {
  path: string;
  /** The first part of every query key of the list, the collection an invalidation names. */
  root: QueryKey;
  pageSize: number;
  /** Answers with customers' personal data stay in memory only (query-meta.ts). */
  personalData: boolean;
}

/**
 * One paginated back-office list (orders, products, messages): its query keys, the fetch of one
 * page (also used by the spreadsheet export, which walks every page), the page query of the tab and
 * the one-row query whose meta gives the dashboard's counts.
 */
export function listEndpoint<Params extends ListParams, Answer extends { meta: PageMeta }>({
  path,
  root,
  pageSize,
  personalData,
}: ListEndpoint) {
  const keys = {
    all: root,
    list: (params: Params) => [...root, 'list', params] as const,
    stats: () => [...root, 'stats'] as const,
  };
  const meta = personalData ? NOT_PERSISTED : undefined;

  function fetchPage(params: ListParams, perPage = pageSize, signal?: AbortSignal): Promise<Answer> {
    const { q, page, status, filters = {} } = params;
    const search = new URLSearchParams({ page: String(page), per_page: String(perPage) });
    if (q.trim()) search.set('q', q.trim());
    if (status !== undefined && status !== 'all') search.set('status', status);
    for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
    return apiFetch<Answer>(`${path}?${search}`, { signal });
  }

  return {
    keys,
    get: (params: Params, perPage = pageSize, signal?: AbortSignal) => fetchPage(params, perPage, signal),
    query: (params: Params) =>
      queryOptions({
        queryKey: keys.list(params),
        queryFn: ({ signal }) => fetchPage(params, pageSize, signal),
        placeholderData: keepPreviousData,
        enabled: hasStaffToken,
        meta,
      }),
    /** One row is enough: the meta carries the counts (and, for orders, the revenue). */
    statsQuery: () =>
      queryOptions({
        queryKey: keys.stats(),
        queryFn: ({ signal }) => fetchPage({ q: '', page: 1 }, 1, signal),
        select: (page): Answer['meta'] => page.meta,
        enabled: hasStaffToken,
        meta,
      }),
  };
}
