import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ImageSize } from '@vigor/shared';
import type { HydrationState } from 'react-router';
import { ApiError } from '../lib/api-client';

/** The id of the `<script type="application/json">` that carries a server-rendered page's state. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * What a server-rendered page hands the browser so that its first render is the server's:
 * the router's loader data, the queries the page read (TanStack Query's dehydrated cache) and the
 * image sizes its head named. A JSON data block, not a script: the CSP allows no inline script.
 */
export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
  imageSizes: Record<string, ImageSize>;
  /** Where the page found its images (the public storage URL when the server has one). */
  imageBase: string;
}

interface SerializedError {
  status: number;
  message: string;
}

/**
 * The queries worth sending: answers, and API errors (an unknown product's 404, which the page
 * shows as "Product Not Found"); an ApiError becomes `{ status, message }`, JSON having no classes.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const plain: SerializedError = { status: error.status, message: error.message };
      query.state = { ...query.state, error: plain as unknown as ApiError };
    }
  }
  return state;
}

/**
 * The reverse of dehydrateQueries: API errors are ApiErrors again, as the pages expect. The
 * answers count as read now: the server kept the page in a cache that every catalog write
 * empties, so what it sent was current when sent, however long ago it was rendered.
 */
export function reviveQueries(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as SerializedError | null;
      if (!error) return { ...query, state: { ...query.state, dataUpdatedAt: now } };
      return { ...query, state: { ...query.state, error: new ApiError(error.status, error.message) } };
    }),
  };
}

/** JSON for the data block; `<` escaped so that no string in it can close the element. */
export const serializeState = (state: SsrState) => JSON.stringify(state).replace(/</g, '\\u003c');

/** The state of a server-rendered page; null when the page came from the plain index.html (dev). */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrState) : null;
}
