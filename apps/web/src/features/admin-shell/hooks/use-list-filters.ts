import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing pauses before the search applies. */
const SEARCH_PAUSE_MS = 300;

export interface ListFilters<S extends string> {
  /** What the search box shows (as typed). */
  search: string;
  setSearch: (value: string) => void;
  /** The search text the API receives (trimmed, once typing pauses). */
  q: string;
  status: S;
  setStatus: (value: S) => void;
  page: number;
  setPage: (page: number) => void;
  /** Sets other filters kept in the URL (a date range...): an empty value removes one; back to page 1. */
  setParams: (values: Record<string, string>) => void;
  /** The value of another filter kept in the URL; '' when none. */
  param: (name: string) => string;
  /** A search or a filter narrows the list (the empty state's hint). */
  filtered: boolean;
}

/** A copy of `params` with `values` set (an empty one removed) and the page back to 1. */
function withValues(params: URLSearchParams, values: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete('page');
  return next;
}

/**
 * Search text, status filter, page and any other filter of an admin list, kept in the URL's query
 * (`?q=…&status=…&page=…`): a reload, a copied link and Back show the same list. A filter or a page
 * is a history entry of its own; typing replaces the entry, and the page goes back to 1 when the
 * search or a filter changes. `statuses` are the values `status` may take (another in the URL
 * reads as `initialStatus`).
 */
export function useListFilters<S extends string>(initialStatus: S, statuses: readonly S[]): ListFilters<S> {
  const [params, setSearchParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearchText] = useState(q);
  // The search this box last wrote to the URL, and the one the URL had at the last render: when
  // the URL's changes to another (Back, a link), the box shows it; its own writes leave it alone.
  const [written, setWritten] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== written) {
      setWritten(q);
      setSearchText(q);
    }
  }
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  const statusParam = params.get('status');
  const status = statuses.find((s) => s === statusParam) ?? initialStatus;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const setParams = (values: Record<string, string>, replace = false) =>
    void setSearchParams((current) => withValues(current, values), { replace });

  return {
    search,
    setSearch: (value) => {
      setSearchText(value);
      clearTimeout(typing.current);
      // Clearing the search applies at once; typing waits for a pause.
      const apply = () => {
        setWritten(value.trim());
        setParams({ q: value.trim() }, true);
      };
      if (value.trim() === '') apply();
      else typing.current = setTimeout(apply, SEARCH_PAUSE_MS);
    },
    q,
    status,
    setStatus: (value) => setParams({ status: value === initialStatus ? '' : value }),
    page,
    setPage: (next) =>
      void setSearchParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    setParams: (values) => setParams(values),
    param: (name) => params.get(name) ?? '',
    filtered: q !== '' || status !== initialStatus,
  };
}

/** Back into range when the list shrank under the current page (after a delete, say). */
export function useClampPage(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (totalPages != null && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
