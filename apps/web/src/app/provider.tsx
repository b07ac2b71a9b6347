import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createCollectionPersister, MAX_CACHE_LIFETIME, CACHE_VERSION } from '../lib/query-persister';

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Server data through TanStack Query, persisted per collection to localStorage. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister: createCollectionPersister(),
        maxAge: MAX_CACHE_LIFETIME,
        buster: CACHE_VERSION,
        dehydrateOptions: {
          // Queries with `meta.persist === false` (the back office's customer data) stay in memory.
          shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
        },
      }}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
