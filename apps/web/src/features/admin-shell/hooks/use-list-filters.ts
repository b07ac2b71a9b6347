import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export interface ListFilters<S extends string> {
  search: string;
  setSearch: (value: string) => void;
  /** The search text the API receives (debounced, trimmed). */
  q: string;
  status: S;
  setStatus: (value: S) => void;
  page: number;
  setPage: (page: number) => void;
  /** A search or a filter narrows the list (the empty state's hint). */
  filtered: boolean;
}

/** Search text, status filter and page of an admin list; the page goes back to 1 when the search or the filter changes. */
export function useListFilters<S extends string>(initialStatus: S): ListFilters<S> {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  // Clearing the search applies at once; typing waits for a pause.
  const q = search.trim() === '' ? '' : debounced;
  const [status, setStatus] = useState<S>(initialStatus);
  const [pageState, setPageState] = useState({ key: '', page: 1 });
  const key = JSON.stringify([q, status]);
  const page = pageState.key === key ? pageState.page : 1;
  return {
    search,
    setSearch,
    q,
    status,
    setStatus,
    page,
    setPage: (next: number) => setPageState({ key, page: next }),
    filtered: q !== '' || status !== initialStatus,
  };
}

/** Back into range when the list shrank under the current page (after a delete, say). */
export function useClampPage(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (totalPages != null && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
